import type { CartCalcResponse, CartItem } from "@/lib/api/schemas/cart";
import type { ShareCartInfo } from "@/lib/api/schemas/checkout";
import type { LocalCartLine } from "@/lib/cart/cart-lines";
import {
  linesFromInfo,
  linesMissingOption,
  needsOption,
  restoreLines,
  shareCalcRequest,
  shareLineId,
  toSharedCart,
  withSeenPrices,
} from "@/lib/share-cart/share-lines";
import { parseSharedCart, type SharedCart } from "@/lib/share-cart/shared-cart";

const info: ShareCartInfo = {
  share_id: "share-1",
  store_id: "store-demo",
  message: "",
  cover: null,
  items: [
    { item_id: "dress", variant_id: "dress-m", units: 1 },
    { item_id: "tee", variant_id: null, units: 2 },
    { item_id: "set", variant_id: null, units: 1, bundle: [{ item_id: "tee", variant_id: "tee-s" }, { item_id: "jeans", variant_id: null }] },
  ],
  sharer_user_name: "dana",
  stylist_user_name: "demo",
  views: 0,
};

const line = (over: Partial<LocalCartLine>): LocalCartLine => ({ local_id: "l1", item_id: "dress", store_id: "store-demo", variant_id: "dress-m", units: 1, ...over });

describe("shared lines as cart lines", () => {
  it("keeps the sharer's order when sorted by id, past ten lines too", () => {
    const ids = Array.from({ length: 12 }, (_, i) => shareLineId(i));
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(ids).size).toBe(12);
  });

  it("turns the share info into lines of its store, bundles included", () => {
    expect(linesFromInfo(info)).toEqual([
      { local_id: shareLineId(0), item_id: "dress", store_id: "store-demo", variant_id: "dress-m", units: 1 },
      { local_id: shareLineId(1), item_id: "tee", store_id: "store-demo", variant_id: null, units: 2 },
      { local_id: shareLineId(2), item_id: "set", store_id: "store-demo", variant_id: null, units: 1, bundle: info.items[2]!.bundle },
    ]);
  });

  it("prices them with the sharecart flag, no coupon and no shipping method", () => {
    const request = shareCalcRequest(linesFromInfo(info));
    expect(request).toMatchObject({ sharecart: true, coupon_codes: [], blings: 0, shipping_method_id: null });
    expect(request.items.map((i) => i.cart_item_id)).toEqual([shareLineId(0), shareLineId(1), shareLineId(2)]);
    expect(request.items[1]).toEqual({ cart_item_id: shareLineId(1), item_id: "tee", store_id: "store-demo", variant_id: null, units: 2 });
  });
});

describe("every option chosen (BR-VAL-30)", () => {
  it("needs an option for a line without a variant and for a bundle with an unchosen part", () => {
    expect(needsOption(line({ variant_id: null }))).toBe(true);
    expect(needsOption(line({}))).toBe(false);
    expect(needsOption(line({ variant_id: null, bundle: [{ item_id: "a", variant_id: "a-1" }, { item_id: "b", variant_id: null }] }))).toBe(true);
    expect(needsOption(line({ variant_id: null, bundle: [{ item_id: "a", variant_id: "a-1" }] }))).toBe(false);
  });

  it("lists the lines still missing one, in order", () => {
    expect(linesMissingOption(linesFromInfo(info))).toEqual([shareLineId(1), shareLineId(2)]);
    expect(linesMissingOption([line({})])).toEqual([]);
  });
});

describe("what Checkout hands over", () => {
  const item = (over: Partial<CartItem>): CartItem => ({
    cart_item_id: "l1", item_id: "dress", variant_id: "dress-m", store_id: "store-demo", units: 1, name: "Dress", code: "D", brand: "B", category: null,
    thumb: "", price: 8900, compare_at_price: null, options: [], variants: [], results: [], out_of_stock: false, is_offer_ended: false, is_bundle: false, bundle: null, ...over,
  });
  const calc = (items: CartItem[]) => ({ stores: [{ items }] }) as unknown as CartCalcResponse;

  it("records the price seen for each priced line, and only for the variant that was priced", () => {
    const lines = [line({ local_id: "l1" }), line({ local_id: "l2", item_id: "tee", variant_id: null }), line({ local_id: "l3", variant_id: "dress-l", seen_price: 100 })];
    const priced = calc([item({ cart_item_id: "l1" }), item({ cart_item_id: "l2", variant_id: null, price: 0 }), item({ cart_item_id: "l3", variant_id: "dress-m" })]);
    expect(withSeenPrices(lines, priced)).toEqual([{ ...lines[0], seen_price: 8900 }, lines[1], lines[2]]);
    expect(withSeenPrices(lines, undefined)).toEqual(lines);
  });

  it("stores the share, its store and sharer with the lines, readable back as the shared cart", () => {
    const lines = [line({ local_id: shareLineId(0) })];
    const cart = toSharedCart(info, "demo", lines);
    expect(cart).toEqual({ share_id: "share-1", store: "demo", store_id: "store-demo", sharer_user_name: "dana", lines });
    expect(parseSharedCart(JSON.stringify(cart))).toEqual(cart);
  });
});

describe("coming back to the share link", () => {
  const stored = (over: Partial<SharedCart> = {}): SharedCart => ({
    share_id: "share-1", store: "demo", store_id: "store-demo", sharer_user_name: "dana", lines: [line({ local_id: shareLineId(1), item_id: "tee", variant_id: "tee-m", units: 3 })], ...over,
  });

  it("restores the lines taken to checkout for the same share", () => {
    expect(restoreLines(stored(), info)).toEqual(stored().lines);
  });

  it("starts over for another share, another store, nothing stored or an emptied cart", () => {
    expect(restoreLines(null, info)).toBeNull();
    expect(restoreLines(stored({ share_id: "share-2" }), info)).toBeNull();
    expect(restoreLines(stored({ store_id: "store-other" }), info)).toBeNull();
    expect(restoreLines(stored({ lines: [] }), info)).toBeNull();
  });

  it("drops lines of items the sharer did not share", () => {
    const lines = [line({ local_id: "x", item_id: "smuggled" }), line({ local_id: shareLineId(0) })];
    expect(restoreLines(stored({ lines }), info)).toEqual([lines[1]]);
    expect(restoreLines(stored({ lines: [lines[0]!] }), info)).toBeNull();
  });
});
