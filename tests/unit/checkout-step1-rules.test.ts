import { describe, expect, it } from "vitest";
import type { CartCalcResponse, CartItem } from "@/lib/api/schemas/cart";
import { checkCheckoutCart } from "@/lib/checkout/cart-check";
import { EMPTY_CHECKOUT_DATA, type CheckoutData } from "@/lib/checkout/checkout-data";
import { addressMode, isPickUpMethod, shipOptFor, step1Schema, step1State, step1Toast, STEP1_FIELD_ORDER } from "@/lib/checkout/step1";
import { FILL_ON_BLUR_MIN_CHARS, placeAddress, shouldFillOnBlur, shouldPredict } from "@/lib/maps/autocomplete";

const address = { fullName: "Ann Lee", address: "1 Main St", address2: "", zip: "94105", state: "", city: "San Francisco", phone: "4155550100" };
const valid: CheckoutData = { ...EMPTY_CHECKOUT_DATA, account: { email: "ann@example.com" }, shipping: address };
const options = [
  { _id: "std", name: "Standard", price: 800 },
  { _id: "pick", name: " Pick Up ", price: 0 },
];

/** The schema's verdict as path → message, and the toast its errors give. */
function check(data: CheckoutData, addressMode: "pickup" | "saved" | "form") {
  const result = step1Schema.safeParse({ ...data, addressMode });
  const errors = Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join("."), i.message]));
  const fieldErrors = Object.fromEntries(
    (result.error?.issues ?? []).map((i) => [i.path[0], i.path.length > 1 ? { [i.path[1] as string]: { message: i.message } } : { message: i.message }]),
  );
  return { errors, toast: step1Toast(fieldErrors) };
}

describe("step1Schema", () => {
  it("passes a complete step", () => {
    expect(check({ ...valid, shipOpt: { ...valid.shipOpt, methodId: "std" } }, "form")).toEqual({ errors: {}, toast: null });
  });

  it("names a field failure with 'Please enter valid information'", () => {
    const check1 = check({ ...valid, shipping: { ...address, city: "", phone: "" } }, "form");
    expect(check1.errors).toEqual({ "shipping.city": "city name required", "shipping.phone": "phone required", "shipOpt.methodId": "Please select a shipping option" });
    expect(check1.toast).toBe("Please enter valid information");
    expect(check({ ...valid, account: { email: "x" } }, "form").errors).toMatchObject({ "account.email": "Please enter a valid email." });
  });

  it("names a missing choice with 'Please update valid selection'", () => {
    expect(check(valid, "form")).toEqual({ errors: { "shipOpt.methodId": "Please select a shipping option" }, toast: "Please update valid selection" });
    const saved = check({ ...valid, shipOpt: { ...valid.shipOpt, methodId: "std" } }, "saved");
    expect(saved).toEqual({ errors: { "shipOpt.existAddressId": "Please select a shipping address." }, toast: "Please update valid selection" });
  });

  it("checks no address for pick-up, and only the pick for a saved address", () => {
    const empty = { ...valid, shipping: EMPTY_CHECKOUT_DATA.shipping };
    expect(check({ ...empty, shipOpt: { ...empty.shipOpt, methodId: "pick" } }, "pickup").toast).toBeNull();
    expect(check({ ...empty, shipOpt: { ...empty.shipOpt, methodId: "std", existAddressId: "a1" } }, "saved").toast).toBeNull();
  });

  it("lists the fields in the page's order for the focus", () => {
    expect(STEP1_FIELD_ORDER[0]).toBe("account.email");
    expect(STEP1_FIELD_ORDER.indexOf("shipOpt.existAddressId")).toBeLessThan(STEP1_FIELD_ORDER.indexOf("shipping.fullName"));
    expect(STEP1_FIELD_ORDER.at(-1)).toBe("shipOpt.methodId");
  });
});

describe("step1State", () => {
  const saved = [
    { _id: "a1", name: "Ann", address: "1 Main St", address2: "", city: "SF", state: "CA", zip_code: "94105", phone: "4155550100", country: "US", is_default: false },
    { _id: "a2", name: "Bo", address: "2 Oak St", address2: "", city: "LA", state: "CA", zip_code: "90001", phone: "2135550100", country: "US", is_default: true },
  ];

  it("picks the only shipping option, and the default saved address when none is picked", () => {
    const state = step1State(EMPTY_CHECKOUT_DATA, { options: [options[0]!], saved, signedIn: true });
    expect(state).toMatchObject({ mode: "saved", methodId: "std", picked: { _id: "a2" } });
    expect(state.data.shipOpt).toMatchObject({ methodId: "std", methodIndex: 0, existAddressId: "a2", isSavingShipping: false });
    expect(state.data.shipping).toMatchObject({ fullName: "Bo", zip: "90001" });
  });

  it("keeps a typed address for a signed-in shopper typing a new one, and drops the address for pick-up", () => {
    const typing = { ...valid, shipOpt: { ...valid.shipOpt, isSavingShipping: true, isUpdateShipping: true } };
    expect(step1State(typing, { options, saved, signedIn: true }).data).toMatchObject({ shipping: address, shipOpt: { isSavingShipping: true, isUpdateShipping: true, existAddressId: null } });
    expect(step1State({ ...typing, shipOpt: { ...typing.shipOpt, methodId: "pick" } }, { options, saved, signedIn: true }).mode).toBe("pickup");
  });
});

describe("addressMode and the shipping selection", () => {
  it("drops the address for pick-up, else a saved one unless a new one is typed", () => {
    expect(addressMode({ pickUp: true, hasSavedAddresses: true, isSavingShipping: true })).toBe("pickup");
    expect(addressMode({ pickUp: false, hasSavedAddresses: true, isSavingShipping: false })).toBe("saved");
    expect(addressMode({ pickUp: false, hasSavedAddresses: true, isSavingShipping: true })).toBe("form");
    expect(addressMode({ pickUp: false, hasSavedAddresses: false, isSavingShipping: false })).toBe("form");
  });

  it("keeps the method's id and index, -1 when none or unknown", () => {
    const current = EMPTY_CHECKOUT_DATA.shipOpt;
    expect(shipOptFor(options, "pick", current)).toMatchObject({ methodId: "pick", methodIndex: 1 });
    expect(shipOptFor(options, null, current)).toMatchObject({ methodId: null, methodIndex: -1 });
    expect(shipOptFor(undefined, "std", current)).toMatchObject({ methodId: "std", methodIndex: -1 });
  });

  it("knows a pick-up method by its name", () => {
    expect(isPickUpMethod(options, "pick")).toBe(true);
    expect(isPickUpMethod(options, "std")).toBe(false);
    expect(isPickUpMethod(undefined, "pick")).toBe(false);
    expect(isPickUpMethod(options, null)).toBe(false);
  });
});

const item = (id: string, patch: Partial<CartItem> = {}): CartItem => ({
  cart_item_id: id, item_id: "i", variant_id: "v", store_id: "s", units: 1, name: "N", code: "c", brand: "b", category: null, thumb: "/t.svg",
  price: 100, compare_at_price: null, options: [], variants: [], results: [], out_of_stock: false, is_offer_ended: false, is_bundle: false, bundle: null, ...patch,
});
const calcOf = (items: CartItem[], couponFail = false): CartCalcResponse => ({
  stores: [{ id: "s", name: "S", user_name: "s", open_id: "o", items, coupon_results: couponFail ? [{ coupon_code: "X", status: "fail", message: "coupon code not valid." }] : [], items_total: 0, member_discount: 0, bundle_discount: 0, coupon_discount: 0, total_discount: 0 }],
  items_total: 0, total_discount: 0, shipping: 0, tax: 0, blings: 0, grand_total: 0, shipping_method_id: null, has_errors: false,
});
const line = (id: string, variant: string | null) => ({ local_id: id, item_id: "i", store_id: "s", variant_id: variant, units: 1 });

describe("checkCheckoutCart", () => {
  it("blocks out-of-stock and ended lines and failed coupons with the cart's messages", () => {
    expect(checkCheckoutCart(calcOf([item("a"), item("b", { out_of_stock: true })]), [], false)).toEqual({ ok: false, message: "please remove out of stock item.", cartItemId: "b" });
    expect(checkCheckoutCart(calcOf([item("a", { is_offer_ended: true })]), [], false)).toMatchObject({ ok: false, message: "offer ended" });
    expect(checkCheckoutCart(calcOf([item("a")], true), [], false)).toEqual({ ok: false, message: "coupon code not valid." });
    expect(checkCheckoutCart(calcOf([item("a")]), [], false)).toEqual({ ok: true });
  });

  it("words a missing option per cart: 'please select item option', or 'select all options' for a shared cart", () => {
    const unchosen = item("a", { variant_id: null, variants: [{ id: "v", options: [], stock: 1, retail_stock: 1, price: 1, compare_at_price: null, image: null, sku: "v" }] });
    expect(checkCheckoutCart(calcOf([unchosen]), [line("a", null)], false)).toMatchObject({ message: "please select item option" });
    expect(checkCheckoutCart(calcOf([unchosen]), [line("a", null)], true)).toMatchObject({ message: "select all options", cartItemId: "a" });
    // A shared line without an option blocks even when the calculation has no variants to offer.
    expect(checkCheckoutCart(calcOf([item("a", { variant_id: null })]), [line("a", null)], true)).toMatchObject({ message: "select all options" });
  });
});

describe("address autocomplete rules", () => {
  it("predicts from 4 characters and fills on blur from 5", () => {
    expect(shouldPredict("1 Ma")).toBe(true);
    expect(shouldPredict(" 1 M ")).toBe(false);
    expect(shouldFillOnBlur("1 Mai")).toBe(true);
    expect(shouldFillOnBlur("1 Ma")).toBe(false);
    expect(FILL_ON_BLUR_MIN_CHARS).toBe(5);
  });

  it("turns a place's components into street, zip, city and state", () => {
    const c = (long: string, types: string[], short = long) => ({ longText: long, shortText: short, types });
    expect(
      placeAddress([c("1600", ["street_number"]), c("Amphitheatre Parkway", ["route"]), c("Mountain View", ["locality", "political"]), c("California", ["administrative_area_level_1"], "CA"), c("94043", ["postal_code"])]),
    ).toEqual({ address: "1600 Amphitheatre Parkway", zip: "94043", city: "Mountain View", state: "CA" });
    expect(placeAddress([c("Brooklyn", ["sublocality"]), c("Main St", ["route"])])).toEqual({ address: "Main St", zip: "", city: "Brooklyn", state: "" });
  });
});
