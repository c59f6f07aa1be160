// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { CartCalcRequest, CartCalcResponse, CartItem, ShippingOption } from "@/lib/api/schemas/cart";
import type { SavedAddress } from "@/lib/api/schemas/checkout";
import { CART_PREFS_KEY } from "@/lib/cart/cart-prefs";
import type { LocalCartLine } from "@/lib/cart/cart-lines";
import { LOCAL_CART_KEY } from "@/lib/cart/local-cart";
import { CHECKOUT_COOKIE, EMPTY_CHECKOUT_DATA, readCheckoutData, type CheckoutData } from "@/lib/checkout/checkout-data";
import { SHARED_CART_KEY, type SharedCart } from "@/lib/share-cart/shared-cart";
import { CheckoutStep1, type CheckoutStep1Props } from "@/components/checkout/step1/checkout-step1";
import { analyticsEvents, resetAnalytics } from "../support/data-layer";

const push = vi.fn();
vi.mock("next/navigation", () => ({ useRouter: () => ({ push, replace: vi.fn(), prefetch: vi.fn() }) }));
vi.mock("@/lib/toast", () => ({ notify: { success: vi.fn(), info: vi.fn(), error: vi.fn(), clearErrors: vi.fn() } }));
vi.mock("@/lib/auth/actions", () => ({ signOut: vi.fn(async () => ({ redirectTo: "/emma" })) }));
const { notify } = await import("@/lib/toast");
const { signOut } = await import("@/lib/auth/actions");

const STD: ShippingOption = { _id: "std", name: "Standard", price: 800 };
const PICK: ShippingOption = { _id: "pick", name: "pick up", price: 0 };
const dress: LocalCartLine = { local_id: "0001-a", item_id: "dress", store_id: "s-emma", variant_id: "dress-s", units: 2 };
const bag: LocalCartLine = { local_id: "0002-b", item_id: "bag", store_id: "s-emma", variant_id: "bag-1", units: 1 };
const names: Record<string, string> = { dress: "Silk Slip Dress", bag: "Mini Tote" };
const prices: Record<string, number> = { dress: 4500, bag: 12000 };

let shippingOptions: ShippingOption[] = [STD];
let savedAddresses: SavedAddress[] = [];
/** per-test twists of the fake calculation */
let coupon: { status: "success" | "fail"; message: string } | null = null;
let soldOut = new Set<string>();
/** while set, the calculation's answer waits for it (the request is recorded at once) */
let hold: Promise<void> | null = null;
const calcBodies: CartCalcRequest[] = [];

/** Just enough of POST /api/cart/calc: one store, each line at its item's price, shipping when a method is given. */
function calculate(body: CartCalcRequest): CartCalcResponse {
  const items: CartItem[] = body.items.map((line) => ({
    cart_item_id: line.cart_item_id, item_id: line.item_id, variant_id: line.variant_id, store_id: line.store_id, units: line.units,
    name: names[line.item_id]!, code: line.item_id, brand: "Maison", category: null, thumb: `/api/images/${line.item_id}.svg`,
    price: prices[line.item_id]!, compare_at_price: null, options: [{ name: "Size", option: "S" }], variants: [],
    results: soldOut.has(line.cart_item_id) ? [{ status: "fail", message: "out of stock" }] : [{ status: "success", message: "" }],
    out_of_stock: soldOut.has(line.cart_item_id), is_offer_ended: false, is_bundle: false, bundle: null,
  }));
  const total = items.reduce((sum, i) => sum + i.price * i.units, 0);
  const codes = body.coupon_codes ?? [];
  const couponResults = coupon && codes.length ? [{ coupon_code: codes[0]!.coupon_code, ...coupon }] : [];
  const shipping = body.shipping_method_id === "std" ? 800 : 0;
  const failed = soldOut.size > 0 || coupon?.status === "fail";
  return {
    stores: [{ id: "s-emma", name: "Emma's Closet", user_name: "emma", open_id: "o", items, coupon_results: couponResults, items_total: total, member_discount: 0, bundle_discount: 0, coupon_discount: 0, total_discount: 0 }],
    items_total: total, total_discount: 0, shipping, tax: 0, blings: 0, grand_total: total + shipping,
    shipping_method_id: body.shipping_method_id ?? null, has_errors: failed,
  };
}

const server = setupServer(
  http.post("*/api/cart/calc", async ({ request }) => {
    const body = (await request.json()) as CartCalcRequest;
    calcBodies.push(body);
    if (hold) await hold;
    return HttpResponse.json({ success: true, data: calculate(body) });
  }),
  http.get("*/api/users/shipping_options", () => HttpResponse.json({ success: true, data: shippingOptions })),
  http.get("*/api/users/shipping_address", () => HttpResponse.json({ success: true, data: savedAddresses })),
  http.get("*/api/cart", () => HttpResponse.json({ success: true, data: { items: [{ cart_item_id: "srv-1", item_id: "dress", store_id: "s-emma", variant_id: "dress-s", units: 1 }] } })),
  http.get("*/api/items/:item/:store/details", ({ params }) =>
    HttpResponse.json({
      success: true,
      data: {
        _id: params.item, item_src_id: params.item, name: names[String(params.item)], code: "C1", brand: { id: "b", name: "Maison" }, category: null,
        description: "Bias-cut silk.\n\nDry clean only.", store: { id: "s-emma", name: "Emma's Closet", open_id: "o", user_name: "emma", user_id: "u" },
        thumb: "/api/images/dress.svg", files: ["/api/images/dress-1.svg", "/api/images/dress-2.svg"], influencer_images: [],
        min_price: 4500, max_price: 4800, compare_at_price: null, min_retail_price: 4500, max_retail_price: 4800, price_type: "regular",
        is_preorder: false, drop_date: null, offer_ends: null, is_bundle: false, bundle: null, out_of_stock: false, variants: [],
      },
    }),
  ),
);

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterAll(() => server.close());
beforeEach(() => {
  shippingOptions = [STD];
  savedAddresses = [];
  coupon = null;
  soldOut = new Set();
  hold = null;
  calcBodies.length = 0;
  window.localStorage.setItem(LOCAL_CART_KEY, JSON.stringify([dress, bag]));
});
afterEach(() => {
  document.cookie = `${CHECKOUT_COOKIE}=; path=/; max-age=0`;
  document.cookie = "sf_signed_in=; path=/; max-age=0";
  window.localStorage.clear();
  vi.clearAllMocks();
});

const props: CheckoutStep1Props = { store: "emma", kind: "regular", signedIn: false, userEmail: null, restored: EMPTY_CHECKOUT_DATA };
const renderStep1 = (overrides: Partial<CheckoutStep1Props> = {}) =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <CheckoutStep1 {...props} {...overrides} />
    </QueryClientProvider>,
  );
const next = () => screen.getByRole("button", { name: "Next" });
/** Next is disabled until the first calculation is back: wait for it before clicking it. */
const ready = () => waitFor(() => expect(next()).toBeEnabled());
const lastCalc = () => calcBodies[calcBodies.length - 1]!;

async function fillAddress(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText("Full name"), "Ann Lee");
  await user.type(screen.getByLabelText("Address"), "1 Main St");
  await user.type(screen.getByLabelText("Zip code"), "94105");
  await user.type(screen.getByLabelText("City"), "San Francisco");
  await user.type(screen.getByLabelText("Phone"), "4155550100");
}

describe("checkout step 1, guest", () => {
  it("validates, writes the cookie, recalculates with email, address and method, and goes to step 2", async () => {
    resetAnalytics();
    const user = userEvent.setup();
    renderStep1();
    // The only shipping option is picked already (BR-CHK-04).
    expect(await screen.findByRole("radio", { name: "Standard ($ 8.00)" })).toBeChecked();
    expect(screen.getByRole("link", { name: "Sign in" })).toHaveAttribute("href", "/auth/checkout/signin?store=emma");
    expect(screen.getByRole("link", { name: "Sign up" })).toHaveAttribute("href", "/auth/checkout/signup?store=emma");
    await screen.findByRole("heading", { name: "Silk Slip Dress" });

    await user.type(screen.getByLabelText("Email"), "ann@example.com");
    await fillAddress(user);
    expect(screen.getByLabelText("Phone")).toHaveValue("(415) 555-0100");
    await user.click(screen.getByLabelText("Save this information for next time"));
    await user.click(next());

    await waitFor(() => expect(push).toHaveBeenCalledWith("/emma/checkout/step2"));
    // Next recalculates with everything; a debounced calc from typing may still land after it, so look for it.
    expect(calcBodies).toContainEqual(
      expect.objectContaining({
        email: "ann@example.com",
        shipping_method_id: "std",
        sharecart: false,
        shipping_address: expect.objectContaining({ name: "Ann Lee", address: "1 Main St", zip_code: "94105", city: "San Francisco", phone: "4155550100" }),
      }),
    );
    const saved = readCheckoutData();
    expect(saved.account.email).toBe("ann@example.com");
    expect(saved.shipping).toMatchObject({ fullName: "Ann Lee", zip: "94105", phone: "4155550100" });
    expect(saved.shipOpt).toMatchObject({ methodId: "std", methodIndex: 0, isSavingShipping: false, existAddressId: null });
    expect(saved.saveInfo).toBe(true);
    expect(notify.error).not.toHaveBeenCalled();
    // AN-03 / CHK-21: begin_checkout once on entering step 1, however often the totals are asked again.
    expect(analyticsEvents()).toEqual([
      {
        name: "begin_checkout",
        // the goods: 2 × $45 dress + a $120 tote
        params: {
          currency: "USD",
          value: 210,
          items: [expect.objectContaining({ item_name: "Silk Slip Dress", quantity: 2 }), expect.objectContaining({ item_name: "Mini Tote", quantity: 1 })],
        },
      },
    ]);
  });

  it("shows every field's message, the toast, focuses the first invalid field and stays", async () => {
    const user = userEvent.setup();
    renderStep1();
    await screen.findByRole("heading", { name: "Silk Slip Dress" });
    await user.type(screen.getByLabelText("Email"), "ann@");
    await user.type(screen.getByLabelText("Zip code"), "9410");
    await user.click(next());

    expect(notify.error).toHaveBeenCalledWith("Please enter valid information");
    const email = screen.getByLabelText("Email");
    expect(email).toHaveFocus();
    expect(email).toHaveAccessibleDescription("Please enter a valid email.");
    expect(screen.getByLabelText("Full name")).toHaveAccessibleDescription("full name required");
    expect(screen.getByLabelText("Address")).toHaveAccessibleDescription("address required");
    expect(screen.getByLabelText("Zip code")).toHaveAccessibleDescription("zip code invalid: please enter 5 digits");
    expect(screen.getByLabelText("City")).toHaveAccessibleDescription("city name required");
    expect(screen.getByLabelText("Phone")).toHaveAccessibleDescription("phone required");
    expect(screen.getByLabelText("Apartment, suite, building (optional)")).not.toHaveAccessibleDescription();
    expect(push).not.toHaveBeenCalled();
    // What was typed is kept, in the form and in the cookie.
    expect(readCheckoutData().shipping.zip).toBe("9410");

    // Fixing a field clears its message at once.
    await user.clear(email);
    await user.type(email, "ann@example.com");
    expect(email).not.toHaveAccessibleDescription();
  });

  it("15.4: moving on to step 2 takes the error toasts of the failed tries away", async () => {
    const user = userEvent.setup();
    renderStep1();
    await screen.findByRole("heading", { name: "Silk Slip Dress" });
    await user.click(next());
    expect(notify.error).toHaveBeenCalledWith("Please enter valid information");
    expect(notify.clearErrors).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText("Email"), "ann@example.com");
    await fillAddress(user);
    await user.click(next());
    await waitFor(() => expect(push).toHaveBeenCalledWith("/emma/checkout/step2"));
    expect(notify.clearErrors).toHaveBeenCalledTimes(1);
  });

  it("asks for a shipping option when several are offered", async () => {
    shippingOptions = [STD, { _id: "exp", name: "Express", price: 2000 }];
    const user = userEvent.setup();
    renderStep1();
    expect(await screen.findByRole("radio", { name: "Express ($ 20.00)" })).not.toBeChecked();
    await ready();
    await user.type(screen.getByLabelText("Email"), "ann@example.com");
    await fillAddress(user);
    await user.click(next());
    expect(notify.error).toHaveBeenCalledWith("Please update valid selection");
    expect(screen.getByRole("group", { name: "Shipping option" })).toHaveAccessibleDescription("Please select a shipping option");
    expect(screen.getByRole("radio", { name: "Standard ($ 8.00)" })).toHaveFocus();

    await user.click(screen.getByRole("radio", { name: "Express ($ 20.00)" }));
    await user.click(next());
    await waitFor(() => expect(push).toHaveBeenCalledWith("/emma/checkout/step2"));
    expect(lastCalc().shipping_method_id).toBe("exp");
  });

  it("hides and drops the address for pick-up", async () => {
    shippingOptions = [STD, PICK];
    const user = userEvent.setup();
    renderStep1();
    await ready();
    await user.click(screen.getByRole("radio", { name: "pick up (Free)" }));
    expect(screen.queryByLabelText("Full name")).not.toBeInTheDocument();
    await user.type(screen.getByLabelText("Email"), "ann@example.com");
    await user.click(next());
    await waitFor(() => expect(push).toHaveBeenCalled());
    expect(lastCalc().shipping_address).toBeNull();
    expect(lastCalc().shipping_method_id).toBe("pick");
  });

  it("15.12: pick up says where and when, beside the option and in the summary once picked", async () => {
    const place = { name: "Stylist Studio", address: "120 Market Street, San Francisco, CA 94105", hours: "Mon–Sat 10 am – 7 pm" };
    shippingOptions = [STD, { ...PICK, pick_up_place: place }];
    const user = userEvent.setup();
    renderStep1();
    const pickUp = await screen.findByRole("radio", { name: "pick up (Free)" });
    expect(pickUp).toHaveAccessibleDescription(`${place.name} ${place.address} Hours: ${place.hours}`);
    expect(screen.getByRole("radio", { name: "Standard ($ 8.00)" })).not.toHaveAccessibleDescription();
    await user.click(pickUp);
    const summary = screen.getByRole("complementary", { name: "Order summary" });
    expect(within(summary).getByText("Stylist Studio")).toBeInTheDocument();
    expect(within(summary).getByText(`Hours: ${place.hours}`)).toBeInTheDocument();
  });

  it("shows a coupon failure on its field and blocks Next", async () => {
    window.localStorage.setItem(CART_PREFS_KEY, JSON.stringify({ coupons: { "s-emma": "BOGUS" }, shipping_method_id: null }));
    coupon = { status: "fail", message: "coupon code not valid." };
    const user = userEvent.setup();
    renderStep1({ restored: { ...EMPTY_CHECKOUT_DATA, account: { email: "ann@example.com" } } });
    const field = await screen.findByLabelText(/Coupon code/);
    await waitFor(() => expect(field).toHaveAccessibleDescription("coupon code not valid."));
    await fillAddress(user);
    await user.click(next());
    expect(notify.error).toHaveBeenCalledWith("Please update item information");
    expect(push).not.toHaveBeenCalled();

    // Cancelling the coupon lets the shopper go on, even before the new totals are back: the answer still
    // shown was for the cancelled coupon, and Next calculates afresh instead of blocking on it.
    coupon = null;
    let release = () => {};
    hold = new Promise((resolve) => (release = resolve));
    await user.clear(field);
    await user.click(screen.getByRole("button", { name: "Apply" }));
    await waitFor(() => expect(lastCalc().coupon_codes).toEqual([]));
    await user.click(next());
    expect(notify.error).toHaveBeenCalledTimes(1);
    release();
    await waitFor(() => expect(push).toHaveBeenCalledWith("/emma/checkout/step2"));
  });

  it("blocks on an out-of-stock line with the spec's message, focused, and lets it be removed", async () => {
    soldOut = new Set([bag.local_id]);
    const user = userEvent.setup();
    renderStep1({ restored: { ...EMPTY_CHECKOUT_DATA, account: { email: "ann@example.com" } } });
    await screen.findByRole("heading", { name: "Mini Tote" });
    await fillAddress(user);
    await user.click(next());
    expect(notify.error).toHaveBeenCalledWith("Please update item information");
    const line = document.getElementById(`checkout-line-${bag.local_id}`)!;
    expect(line).toHaveFocus();
    expect(line).toHaveAccessibleDescription("please remove out of stock item.");

    soldOut = new Set();
    await user.click(within(line).getByRole("button", { name: "Remove Mini Tote" }));
    await waitFor(() => expect(screen.queryByRole("heading", { name: "Mini Tote" })).not.toBeInTheDocument());
    expect(JSON.parse(window.localStorage.getItem(LOCAL_CART_KEY)!)).toEqual([dress]);
    await user.click(next());
    await waitFor(() => expect(push).toHaveBeenCalled());
  });

  it("restores everything from the cookie", async () => {
    const data: CheckoutData = {
      ...EMPTY_CHECKOUT_DATA,
      account: { email: "ann@example.com" },
      shipping: { fullName: "Ann Lee", address: "1 Main St", address2: "Apt 2", zip: "94105", state: "", city: "San Francisco", phone: "4155550100" },
      shipOpt: { ...EMPTY_CHECKOUT_DATA.shipOpt, methodId: "exp" },
      saveInfo: true,
    };
    shippingOptions = [STD, { _id: "exp", name: "Express", price: 2000 }];
    document.cookie = `${CHECKOUT_COOKIE}=${encodeURIComponent(JSON.stringify(data))}; path=/`;
    renderStep1({ restored: data });
    // the form is a lazy chunk: wait for it (only an earlier test having loaded it made it show at once)
    expect(await screen.findByLabelText("Email")).toHaveValue("ann@example.com");
    expect(screen.getByLabelText("Apartment, suite, building (optional)")).toHaveValue("Apt 2");
    expect(screen.getByLabelText("Phone")).toHaveValue("(415) 555-0100");
    expect(screen.getByLabelText("Save this information for next time")).toBeChecked();
    expect(await screen.findByRole("radio", { name: "Express ($ 20.00)" })).toBeChecked();
  });

  it("opens an item's details from its thumbnail", async () => {
    const user = userEvent.setup();
    renderStep1();
    await user.click(await screen.findByRole("button", { name: "Details of Silk Slip Dress" }));
    const dialog = await screen.findByRole("dialog", { name: "Silk Slip Dress" });
    expect(await within(dialog).findByText("$ 45.00 - $ 48.00")).toBeInTheDocument();
    expect(within(dialog).getByText("Maison")).toBeInTheDocument();
    expect(within(dialog).getByText("Dry clean only.")).toBeInTheDocument();
    expect(within(dialog).getAllByRole("img")).toHaveLength(2);
  });

  it("says the cart is empty, with a link to the store", async () => {
    window.localStorage.setItem(LOCAL_CART_KEY, "[]");
    renderStep1();
    expect(await screen.findByText("There are no items in the shopping cart")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Continue shopping" })).toHaveAttribute("href", "/emma");
  });

  it("shows the order summary with Change links and totals", async () => {
    renderStep1({ restored: { ...EMPTY_CHECKOUT_DATA, account: { email: "ann@example.com" } } });
    // 2 × 45 + 120 + 8 shipping
    await waitFor(() => expect(screen.getByTestId("grand-total")).toHaveTextContent("$ 218.00"));
    expect(screen.getByRole("link", { name: "Change contact" })).toHaveAttribute("href", "#checkout-contact");
    expect(screen.getByRole("link", { name: "Change shipping address" })).toHaveAttribute("href", "#checkout-shipping");
    expect(screen.getByRole("link", { name: "Back" })).toHaveAttribute("href", "/emma");
  });
});

describe("checkout step 1, signed in", () => {
  const home: SavedAddress = { _id: "a1", name: "Ann Lee", address: "1 Main St", address2: "", zip_code: "94105", state: "CA", city: "San Francisco", phone: "4155550100", country: "US", is_default: false };
  const work: SavedAddress = { ...home, _id: "a2", address: "500 Market St", is_default: true };

  beforeEach(() => {
    document.cookie = "sf_signed_in=1; path=/";
    // the account's cart is on the server (GET /api/cart); no guest lines to merge
    window.localStorage.removeItem(LOCAL_CART_KEY);
  });

  it("prefills the email, picks the default saved address and sends it", async () => {
    savedAddresses = [home, work];
    const user = userEvent.setup();
    renderStep1({ signedIn: true, userEmail: "ann@example.com" });
    expect(await screen.findByLabelText("Email")).toHaveValue("ann@example.com");
    expect(screen.queryByText(/Already Have an account/)).not.toBeInTheDocument();
    expect(screen.queryByLabelText("Save this information for next time")).not.toBeInTheDocument();
    const picked = await screen.findByRole("radio", { name: /500 Market St/ });
    expect(picked).toBeChecked();
    expect(screen.queryByLabelText("Full name")).not.toBeInTheDocument();

    await ready();
    await user.click(next());
    await waitFor(() => expect(push).toHaveBeenCalledWith("/emma/checkout/step2"));
    expect(lastCalc().shipping_address).toMatchObject({ address: "500 Market St", state: "CA" });
    expect(readCheckoutData().shipOpt).toMatchObject({ existAddressId: "a2", isSavingShipping: false, isUpdateShipping: false });
  });

  it("requires a saved address to be picked when none is the default", async () => {
    savedAddresses = [home];
    const user = userEvent.setup();
    renderStep1({ signedIn: true, userEmail: "ann@example.com", restored: { ...EMPTY_CHECKOUT_DATA, shipOpt: { ...EMPTY_CHECKOUT_DATA.shipOpt, existAddressId: "gone" } } });
    const option = await screen.findByRole("radio", { name: /1 Main St/ });
    expect(option).not.toBeChecked();
    await ready();
    await user.click(next());
    expect(notify.error).toHaveBeenCalledWith("Please update valid selection");
    expect(screen.getByRole("group", { name: "Saved addresses" })).toHaveAccessibleDescription("Please select a shipping address.");
    expect(option).toHaveFocus();
    expect(push).not.toHaveBeenCalled();
  });

  it("focuses the first failing field in the page's order, even when the address form appears after the options", async () => {
    savedAddresses = [work];
    shippingOptions = [STD, PICK];
    const user = userEvent.setup();
    renderStep1({ signedIn: true, userEmail: "ann@example.com" });
    await screen.findByRole("radio", { name: "Standard ($ 8.00)" });
    await user.click(await screen.findByRole("radio", { name: "Use a new address" }));
    await ready();
    await user.click(next());
    expect(notify.error).toHaveBeenCalledWith("Please enter valid information");
    expect(screen.getByLabelText("Full name")).toHaveFocus();
    expect(screen.getByRole("group", { name: "Shipping option" })).toHaveAccessibleDescription("Please select a shipping option");
    expect(screen.getByRole("group", { name: "Saved addresses" })).not.toHaveAccessibleDescription();
  });

  it("after a failed Next, the errors follow the step: the typed address keeps its errors across a switch, a fixed field loses its", async () => {
    savedAddresses = [work];
    const user = userEvent.setup();
    renderStep1({ signedIn: true, userEmail: "ann@example.com" });
    await user.click(await screen.findByRole("radio", { name: "Use a new address" }));
    await ready();
    await user.click(next());
    expect(await screen.findByText("full name required")).toBeInTheDocument();
    await user.click(screen.getByRole("radio", { name: /500 Market St/ }));
    await user.click(screen.getByRole("radio", { name: "Use a new address" }));
    expect(screen.getByLabelText("Full name")).toHaveAccessibleDescription("full name required");
    await user.type(screen.getByLabelText("Full name"), "Ann Lee");
    await waitFor(() => expect(screen.getByLabelText("Full name")).not.toHaveAccessibleDescription());
    expect(screen.getByLabelText("City")).toHaveAccessibleDescription("city name required");
  });

  it("types a new address and asks to save it to the account", async () => {
    savedAddresses = [work];
    const user = userEvent.setup();
    renderStep1({ signedIn: true, userEmail: "ann@example.com" });
    await user.click(await screen.findByRole("radio", { name: "Use a new address" }));
    await fillAddress(user);
    await user.click(screen.getByLabelText("Save this address to my account"));
    await ready();
    await user.click(next());
    await waitFor(() => expect(push).toHaveBeenCalled());
    expect(calcBodies).toContainEqual(expect.objectContaining({ shipping_address: expect.objectContaining({ address: "1 Main St" }) }));
    expect(readCheckoutData().shipOpt).toMatchObject({ existAddressId: null, isSavingShipping: true, isUpdateShipping: true });
  });
});

describe("checkout step 1, shared cart", () => {
  const sharedCart: SharedCart = { share_id: "sh1", store: "emma", store_id: "s-emma", sharer_user_name: "stylist_jo", lines: [{ ...dress, local_id: "share-line-001" }] };

  it("shows the sharer, calculates as shared and goes to the shared step 2", async () => {
    resetAnalytics();
    window.localStorage.setItem(SHARED_CART_KEY, JSON.stringify(sharedCart));
    const user = userEvent.setup();
    renderStep1({ kind: "sharecart", restored: { ...EMPTY_CHECKOUT_DATA, account: { email: "ann@example.com" } } });
    expect(await screen.findByText("stylist_jo")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Sign in" })).toHaveAttribute("href", "/auth/share_checkout/signin?store=emma");
    await screen.findByRole("heading", { name: "Silk Slip Dress" });
    expect(screen.queryByRole("heading", { name: "Mini Tote" })).not.toBeInTheDocument();
    await fillAddress(user);
    await user.click(next());
    await waitFor(() => expect(push).toHaveBeenCalledWith("/emma/checkout/sharecart/step2"));
    expect(lastCalc()).toMatchObject({ sharecart: true, items: [expect.objectContaining({ cart_item_id: "share-line-001" })] });
    expect(analyticsEvents().map((e) => e.name)).toEqual(["begin_checkout"]);
  });

  it("blocks a line without an option with 'select all options'", async () => {
    window.localStorage.setItem(SHARED_CART_KEY, JSON.stringify({ ...sharedCart, lines: [{ ...sharedCart.lines[0], variant_id: null }] }));
    const user = userEvent.setup();
    renderStep1({ kind: "sharecart", restored: { ...EMPTY_CHECKOUT_DATA, account: { email: "ann@example.com" } } });
    await screen.findByRole("heading", { name: "Silk Slip Dress" });
    await fillAddress(user);
    await user.click(next());
    expect(notify.error).toHaveBeenCalledWith("Please update item information");
    expect(document.getElementById("checkout-line-share-line-001")).toHaveAccessibleDescription("select all options");
    expect(push).not.toHaveBeenCalled();
  });

  it("offers a signed-in shopper a sign-out that reloads", async () => {
    document.cookie = "sf_signed_in=1; path=/";
    window.localStorage.removeItem(LOCAL_CART_KEY);
    window.localStorage.setItem(SHARED_CART_KEY, JSON.stringify(sharedCart));
    const reload = vi.fn();
    vi.stubGlobal("location", { ...window.location, reload });
    const user = userEvent.setup();
    renderStep1({ kind: "sharecart", signedIn: true, userEmail: "ann@example.com" });
    await user.click(await screen.findByRole("button", { name: "Sign out" }));
    await waitFor(() => expect(reload).toHaveBeenCalled());
    expect(signOut).toHaveBeenCalledWith("emma");
    vi.unstubAllGlobals();
  });

  it("offers a reload when there is no shared cart", async () => {
    renderStep1({ kind: "sharecart" });
    expect(await screen.findByText("There are no items in the shopping cart")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Reload" })).toHaveAttribute("href", "/emma/checkout/sharecart/step1");
  });
});
