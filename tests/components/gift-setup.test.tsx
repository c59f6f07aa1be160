// @vitest-environment jsdom
/**
 * The gift-box set-up form (GIFT-04…11) and checkout step 1 (CHK-20): the spec's messages at once, the
 * draft Next keeps in the browser, the suggestion and a coupon on step 1 (MSW for API-66…68).
 */
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import type { ReactNode } from "react";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { SubscriptionInfo } from "@/lib/api/schemas/subscription";
import { giftDrafts } from "@/lib/gift/draft";
import { GIFT_MESSAGES } from "@/lib/gift/messages";
import { GiftSetupForm } from "@/components/gift/gift-setup-form";
import { SubCheckoutStep1 } from "@/components/gift/sub-checkout-step1";

const push = vi.fn();
const replace = vi.fn();
vi.mock("next/navigation", () => ({ useRouter: () => ({ push, replace, prefetch: vi.fn() }) }));

const INFO: SubscriptionInfo = {
  code: "gfb",
  name: "Gift Box",
  buffer_days: 7,
  current_datetime: "2026-03-10T12:00:00.000Z",
  type: [
    { id: "SO", title: "SPECIAL OCCASION PACK", sub_title: "Save 20% off = 1 box free", cover: "/c.png", items: [{ id: "gift-gfb-so-2", price: 11996, item_count: 2 }] },
    { id: "OT", title: "ONE BOX", sub_title: "One box", cover: "/c.png", items: [{ id: "gift-gfb-ot-2", price: 2999, item_count: 2 }] },
  ],
  styles: [
    { id: "classic", name: "Classic", cover: "/s1.png" },
    { id: "modern", name: "Modern", cover: "/s2.png" },
  ],
  storeId: "store-demo",
  subscription_brands: [{ code: "gfb", name: "Gift Box" }],
};

const ok = (data: unknown) => HttpResponse.json({ success: true, data });
const calcs: string[] = [];
const server = setupServer(
  http.get("*/api/subscription/info", () => ok(INFO)),
  http.post("*/api/subscription/auto_pick", () =>
    ok({
      items: [
        { _id: "itm-041", code: "C41", name: "Pendant Necklace", thumb: "/n.png", price: 4800, variants: [{ id: "v-41" }] },
        { _id: "itm-043", code: "C43", name: "Stacking Ring", thumb: "/r.png", price: 2800, variants: [{ id: "v-43" }] },
      ],
    }),
  ),
  http.get("*/api/subscription/calculate", ({ request }) => {
    const code = new URL(request.url).searchParams.get("coupon_code");
    calcs.push(code ?? "");
    if (code === "STYLE10") return ok({ item_id: "gift-gfb-so-2", items_total: 11996, coupon_discount: 1200, tax: 891, grand_total: 11687, coupon_results: [{ coupon_code: "STYLE10", status: "success", message: "STYLE10 applied: 10% off." }] });
    if (code) return ok({ item_id: "gift-gfb-so-2", items_total: 11996, coupon_discount: 0, tax: 990, grand_total: 12986, coupon_results: [{ coupon_code: code, status: "fail", message: `Coupon code "${code}" is not valid.` }] });
    return ok({ item_id: "gift-gfb-so-2", items_total: 11996, coupon_discount: 0, tax: 990, grand_total: 12986, coupon_results: [] });
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterAll(() => server.close());
beforeEach(() => {
  localStorage.clear();
  push.mockReset();
  calcs.length = 0;
});
afterEach(() => server.resetHandlers());

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>{children}</QueryClientProvider>;
}

const setupForm = (type: "SO" | "OT") =>
  render(<GiftSetupForm store="demo" code="gfb" type={type} packages={INFO.type.find((t) => t.id === type)!.items} styles={INFO.styles} types={INFO.type} now={INFO.current_datetime} bufferDays={7} />, { wrapper });

describe("the SO set-up (GIFT-04, BR-VAL-25…27)", () => {
  it("shows every problem at once with the spec's words, and keeps no draft", async () => {
    const user = userEvent.setup();
    setupForm("SO");
    await user.type(screen.getByLabelText("From"), "Ada");
    await user.clear(screen.getByLabelText("Occasion 1"));
    await user.click(screen.getByRole("button", { name: "Next" }));
    for (const message of [GIFT_MESSAGES.style, GIFT_MESSAGES.packageType, GIFT_MESSAGES.recipientName, GIFT_MESSAGES.eventName, GIFT_MESSAGES.allOccasions]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    // bi and an have no date yet
    expect(screen.getAllByText(GIFT_MESSAGES.date)).toHaveLength(2);
    expect(push).not.toHaveBeenCalled();
    expect(giftDrafts.read()).toEqual([]);
  });

  it("keeps the draft (GIFT-11) with the dates' years chosen, then opens checkout step 1", async () => {
    const user = userEvent.setup();
    setupForm("SO");
    expect(screen.getByLabelText("Occasion 1")).toHaveValue("Valentine's day");
    await user.click(screen.getByRole("radio", { name: "Modern" }));
    await user.click(screen.getByRole("radio", { name: /2 pieces in each box/ }));
    await user.click(screen.getByRole("checkbox", { name: /No pierced ears/ }));
    await user.selectOptions(document.querySelector<HTMLSelectElement>("#gift-slot-bi-month")!, "7");
    await user.selectOptions(document.querySelector<HTMLSelectElement>("#gift-slot-bi-day")!, "1");
    await user.clear(screen.getByLabelText("Occasion 5"));
    await user.type(screen.getByLabelText("Occasion 5"), "Our day");
    await user.selectOptions(document.querySelector<HTMLSelectElement>("#gift-slot-an-month")!, "3");
    await user.selectOptions(document.querySelector<HTMLSelectElement>("#gift-slot-an-day")!, "12");
    await user.click(screen.getByRole("button", { name: "Next" }));
    await waitFor(() => expect(push).toHaveBeenCalledWith("/demo/checkout/sub/step1"));
    const [draft] = giftDrafts.read();
    expect(draft).toMatchObject({ store: "demo", subId: "gfb", type: "SO", noPiercedEar: true, pickedStyleIndex: 1, pickedPriceIndex: 0, senderName: "", recipientName: "" });
    expect(draft!.pickDates.map((d) => [d.id, d.evtSel, d.month, d.day, d.year])).toEqual([
      ["va", "va", 2, 14, 2027],
      ["mo", "mo", 5, 9, 2026],
      ["ch", "ch", 12, 25, 2026],
      ["bi", "bi", 7, 1, 2026],
      // 12 March is before 10 March + 7 days: next year (C-27)
      ["an", "own", 3, 12, 2027],
    ]);
  });

  it("fills the form again from the draft kept earlier (back from checkout)", async () => {
    const user = userEvent.setup();
    const first = setupForm("SO");
    await user.click(screen.getByRole("radio", { name: "Modern" }));
    await user.click(screen.getByRole("radio", { name: /2 pieces in each box/ }));
    await user.selectOptions(document.querySelector<HTMLSelectElement>("#gift-slot-bi-month")!, "7");
    await user.selectOptions(document.querySelector<HTMLSelectElement>("#gift-slot-bi-day")!, "1");
    await user.selectOptions(document.querySelector<HTMLSelectElement>("#gift-slot-an-month")!, "9");
    await user.selectOptions(document.querySelector<HTMLSelectElement>("#gift-slot-an-day")!, "30");
    await user.type(screen.getByLabelText("From"), "Ada");
    await user.type(screen.getByLabelText("To"), "Grace");
    await user.click(screen.getByRole("button", { name: "Next" }));
    await waitFor(() => expect(push).toHaveBeenCalled());
    first.unmount();
    setupForm("SO");
    await waitFor(() => expect(screen.getByRole("radio", { name: "Modern" })).toBeChecked());
    expect(screen.getByRole("radio", { name: /2 pieces in each box/ })).toBeChecked();
    expect(screen.getByLabelText("From")).toHaveValue("Ada");
    expect(document.querySelector<HTMLSelectElement>("#gift-slot-an-day")).toHaveValue("30");
  });

  it("goes back to the gift home with Back", async () => {
    const user = userEvent.setup();
    setupForm("SO");
    await user.click(screen.getByRole("button", { name: "Back" }));
    expect(replace).toHaveBeenCalledWith("/demo/sub/gfb");
  });
});

describe("the OT set-up (GIFT-06)", () => {
  it("asks for an occasion, its month and day, and an own occasion's name", async () => {
    const user = userEvent.setup();
    setupForm("OT");
    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(await screen.findByText(GIFT_MESSAGES.occasion)).toBeInTheDocument();
    expect(screen.getByText(GIFT_MESSAGES.monthDay)).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText("Occasion"), "own");
    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(await screen.findByText(GIFT_MESSAGES.ownName)).toBeInTheDocument();
    // a preset with a date fills month and day
    await user.selectOptions(screen.getByLabelText("Occasion"), "ch");
    expect(document.querySelector<HTMLSelectElement>("#gift-date-month")).toHaveValue("12");
    expect(document.querySelector<HTMLSelectElement>("#gift-date-day")).toHaveValue("25");
  });
});

describe("checkout step 1 (CHK-20)", () => {
  const draft = {
    store: "demo",
    subId: "gfb",
    type: "SO" as const,
    noPiercedEar: false,
    pickedStyleIndex: 0,
    pickedPriceIndex: 0,
    senderName: "",
    recipientName: "",
    pickDates: [
      { id: "va", evtSel: "va", evtName: "Valentine's day", month: 2, day: 14, year: 2027 },
      { id: "mo", evtSel: "mo", evtName: "Mother's day", month: 5, day: 9, year: 2026 },
      { id: "ch", evtSel: "ch", evtName: "Christmas", month: 12, day: 25, year: 2026 },
      { id: "bi", evtSel: "bi", evtName: "Birthday", month: 7, day: 1, year: 2026 },
      { id: "an", evtSel: "an", evtName: "Anniversary", month: 9, day: 30, year: 2026 },
    ],
    evtSel: "",
    ownPick: null,
    couponCode: "",
    picks: [],
  };

  it("shows the suggestion, prices a coupon, keeps both in the draft on Next; Back opens the set-up page", async () => {
    giftDrafts.write([draft]);
    const user = userEvent.setup();
    render(<SubCheckoutStep1 store="demo" />, { wrapper });
    expect(await screen.findByText("Pendant Necklace")).toBeInTheDocument();
    expect(await screen.findByText("$ 129.86")).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Coupon code/), "nope");
    await user.click(screen.getByRole("button", { name: /^Apply/ }));
    expect(await screen.findByText('Coupon code "NOPE" is not valid.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^Coupon code/));
    await user.type(screen.getByLabelText(/^Coupon code/), "style10");
    await user.click(screen.getByRole("button", { name: /^Apply/ }));
    expect(await screen.findByText("STYLE10 applied: 10% off.")).toBeInTheDocument();
    expect(await screen.findByText("$ 116.87")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(push).toHaveBeenCalledWith("/demo/checkout/sub/step2");
    expect(giftDrafts.read()[0]).toMatchObject({ couponCode: "STYLE10", picks: [{ item_id: "itm-041", variant_id: "v-41", units: 1 }, { item_id: "itm-043", variant_id: "v-43", units: 1 }] });
    await user.click(screen.getByRole("button", { name: "Back" }));
    expect(push).toHaveBeenCalledWith("/demo/sub/gfb/fiveboxes");
  });

  it("says so when there is no draft", async () => {
    render(<SubCheckoutStep1 store="demo" />, { wrapper });
    expect(await screen.findByText("There is no gift box to check out.")).toBeInTheDocument();
  });
});
