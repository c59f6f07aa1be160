/** The gift checkout's request from a draft (GIFT-12, BR-GIFT-11) and the purchase attempt (one key per attempt). */
import type { SubscriptionInfo, SubscriptionPurchaseRequest } from "@/lib/api/schemas/subscription";
import { EMPTY_ADDRESS } from "@/lib/checkout/checkout-data";
import { giftPurchaseRequest } from "@/lib/gift/checkout-form";
import { draftOccasions, type GiftDraft } from "@/lib/gift/draft";
import { createGiftPurchaser } from "@/lib/gift/purchase";

const info = {
  type: [{ id: "OT", title: "ONE BOX", sub_title: "", cover: "", items: [{ id: "gift-gfb-ot-2", price: 2999, item_count: 2 }] }],
  styles: [{ id: "classic", name: "Classic", cover: "" }],
  storeId: "store-demo",
  current_datetime: "2026-03-10T12:00:00.000Z",
  buffer_days: 7,
} satisfies Pick<SubscriptionInfo, "type" | "styles" | "storeId" | "current_datetime" | "buffer_days">;

const draft: GiftDraft = {
  store: "demo",
  subId: "gfb",
  type: "OT",
  noPiercedEar: true,
  pickedStyleIndex: 0,
  pickedPriceIndex: 0,
  senderName: "Ada",
  recipientName: "Grace",
  pickDates: [],
  evtSel: "own",
  ownPick: { evtName: "Graduation", ownTxt: "Graduation", month: 3, day: 12, year: 2026 },
  couponCode: "STYLE10",
  picks: [{ item_id: "itm-041", variant_id: "v-41", units: 1 }],
};

const typed = { fullName: "Ada Shopper", address: "1 Main St", address2: "", zip: "62701", state: "IL", city: "Springfield", phone: "(217) 555-0100" };

describe("the purchase request", () => {
  it("sends the inverse of noPiercedEar, the own occasion by name with its year chosen again, the picks and the coupon", () => {
    const request = giftPurchaseRequest(draft, info, { address: "new", shipping: typed, payment: null, cardComplete: false }, []);
    expect(request).toMatchObject({
      item_id: "gift-gfb-ot-2",
      store_id: "store-demo",
      style_id: "classic",
      ear_pierced: false,
      coupon_code: "STYLE10",
      occasions: [{ date: "2027-03-12", event_type: "Graduation", is_immediate: false }],
      preselect_items: draft.picks,
      shipping_address: { name: "Ada Shopper", phone: "2175550100", zip_code: "62701" },
    });
    expect(request?.billing_address).toEqual(request?.shipping_address);
  });

  it("is null when the draft's package or style is no longer offered", () => {
    expect(giftPurchaseRequest({ ...draft, pickedPriceIndex: 3 }, info, { address: "new", shipping: EMPTY_ADDRESS, cardComplete: false }, [])).toBeNull();
  });

  it("dates M's first month today + buffer, shipped now", () => {
    expect(draftOccasions({ ...draft, type: "M", ownPick: null }, new Date(info.current_datetime), 7)).toEqual([{ date: "2026-03-17", event_type: "month", is_immediate: true }]);
  });
});

describe("the purchase attempt", () => {
  const base = { request: giftPurchaseRequest(draft, info, { address: "new", shipping: typed, cardComplete: false }, [])!, payment: { kind: "saved-card" as const, cardId: "c1" } };

  it("repeats the same key after an unknown outcome, a new one after a definite answer; a call while one runs is ignored", async () => {
    const keys: string[] = [];
    const bodies: SubscriptionPurchaseRequest[] = [];
    let answer: "drop" | "ok" = "drop";
    let n = 0;
    const purchaser = createGiftPurchaser({
      newAttemptKey: () => `k${++n}`,
      purchase: async (body, key) => {
        keys.push(key);
        bodies.push(body);
        await Promise.resolve();
        if (answer === "drop") return { ok: false, error: { kind: "network", message: "a server error occurred." } };
        return { ok: true, data: { id: "s1", type: "OT", subscription_code: "gfb", grand_total: 2922, occasions: [] } };
      },
    });
    expect(await purchaser.place(base)).toEqual({ kind: "error", message: "There was error processing your gift box, please try again." });
    answer = "ok";
    const [first, second] = await Promise.all([purchaser.place(base), purchaser.place(base)]);
    expect(first).toMatchObject({ kind: "bought" });
    expect(second).toBeNull();
    await purchaser.place(base);
    expect(keys).toEqual(["k1", "k1", "k2"]);
    expect(bodies[0]!.credit_card_id).toBe("c1");
  });

  it("answers a refused card with the provider's words", async () => {
    const purchaser = createGiftPurchaser({
      newAttemptKey: () => "k",
      purchase: async () => ({ ok: false, error: { kind: "http", status: 402, message: "Your card was declined." } }),
    });
    expect(await purchaser.place(base)).toEqual({ kind: "card-error", message: "Your card was declined." });
  });
});
