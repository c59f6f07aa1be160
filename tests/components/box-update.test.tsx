// @vitest-environment jsdom
/** GIFT-17's page island with MSW: Check (BR-VAL-04), the picks and the carousel, Confirm, the refusals. */
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { GiftPickItem, SubscriptionUpdateOrder } from "@/lib/api/schemas/subscription";
import { BoxUpdate } from "@/components/gift/box-update";
import { QueryWrapper } from "../support/query-wrapper";

const piece = (n: number): GiftPickItem => ({ _id: `itm-${n}`, code: `SF-${n}`, name: `Piece ${n}`, thumb: `/t/${n}.png`, price: 1000 + n, variants: [{ id: `itm-${n}-v` }] });
const PIECES = Array.from({ length: 7 }, (_, i) => piece(i + 1));

const order = (patch: Partial<SubscriptionUpdateOrder> = {}): SubscriptionUpdateOrder => ({
  id: "sub-1",
  code: "gfb",
  email: "ann@example.com",
  date: "2030-06-15",
  event_type: "bi",
  shipped_date: null,
  status: 0,
  package_set: 1,
  style: "Classic",
  style_id: "classic",
  type_title: "ONE BOX",
  preselect_items: [
    { item_id: "itm-1", units: 1, variant_id: "itm-1-v" },
    { item_id: "itm-2", units: 1, variant_id: "itm-2-v" },
  ],
  items: [piece(1), piece(2)],
  per_box: 2,
  boxes_left: 1,
  editable: true,
  ...patch,
});

let current = order();
let validateRefusal: string | null = null;
const bodies: { path: string; body: unknown }[] = [];
const ok = (data: unknown) => HttpResponse.json({ success: true, data });

const server = setupServer(
  http.post("*/api/subscription/validate", async ({ request }) => {
    bodies.push({ path: "validate", body: await request.json() });
    return validateRefusal ? HttpResponse.json({ success: false, message: validateRefusal }, { status: 404 }) : ok(current);
  }),
  http.post("*/api/subscription/items/gfb/classic", ({ request }) => {
    const url = new URL(request.url);
    bodies.push({ path: `items?limit=${url.searchParams.get("limit")}&pageno=${url.searchParams.get("pageno")}`, body: null });
    return ok({ datas: PIECES, has_more: false });
  }),
  http.post("*/api/subscription/preselect", async ({ request }) => {
    const body = (await request.json()) as { preselect_items: SubscriptionUpdateOrder["preselect_items"] };
    bodies.push({ path: "preselect", body });
    current = { ...current, preselect_items: body.preselect_items, items: body.preselect_items.map((p) => PIECES.find((x) => x._id === p.item_id)!) };
    return ok({ message: "Item selection updated", order: current });
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterAll(() => server.close());
beforeEach(() => {
  current = order();
  validateRefusal = null;
  bodies.length = 0;
});

const open = async (token = "TOKEN-1") => {
  const user = userEvent.setup();
  render(<BoxUpdate initialToken={token} />, { wrapper: QueryWrapper });
  await user.type(screen.getByLabelText("Email"), "ann@example.com");
  await user.click(screen.getByRole("button", { name: "Check" }));
  return user;
};

describe("the box item update (GIFT-17)", () => {
  it("asks for both fields with BR-VAL-04's words", async () => {
    const user = userEvent.setup();
    render(<BoxUpdate initialToken="" />, { wrapper: QueryWrapper });
    await user.click(screen.getByRole("button", { name: "Check" }));
    expect(await screen.findByText("email address required")).toBeInTheDocument();
    expect(screen.getByText("order id required")).toBeInTheDocument();
    expect(bodies).toEqual([]);
  });

  it("takes the token from the mail's link", async () => {
    render(<BoxUpdate initialToken="ABCD-1234" />, { wrapper: QueryWrapper });
    expect(screen.getByLabelText("Order token")).toHaveValue("ABCD-1234");
  });

  it("says the server's refusal above the button and stays on the form", async () => {
    validateRefusal = "We could not find a gift box for this email and order token.";
    await open();
    expect(await screen.findByRole("alert")).toHaveTextContent(validateRefusal);
    expect(bodies).toEqual([{ path: "validate", body: { email: "ann@example.com", token: "TOKEN-1" } }]);
  });

  it("shows the picks and 3 pieces a slide; Confirm needs the box's count, then saves and says 'Item selection updated'", async () => {
    const user = await open();
    expect(await screen.findByRole("heading", { name: "Your picks (2 of 2)" })).toBeInTheDocument();
    const slide = await screen.findByRole("group", { name: /^1 of 3/ });
    expect(within(slide).getAllByRole("button")).toHaveLength(3);
    expect(bodies.map((b) => b.path)).toContain("items?limit=24&pageno=1");

    const picks = screen.getByRole("list", { name: "Your picks" });
    await user.click(within(picks).getByRole("button", { name: "Remove Piece 1" }));
    await user.click(screen.getByRole("button", { name: "Confirm" }));
    expect(screen.getByRole("alert")).toHaveTextContent("Please select 2 items.");
    expect(bodies.map((b) => b.path)).not.toContain("preselect");

    await user.click(screen.getByRole("button", { name: "Next" }));
    const second = screen.getByRole("group", { name: /^2 of 3/ });
    await user.click(within(second).getByRole("button", { name: "Piece 4" }));
    expect(within(second).getByRole("button", { name: "Piece 4" })).toHaveAttribute("aria-pressed", "true");
    await user.click(screen.getByRole("button", { name: "Confirm" }));
    expect(await screen.findByRole("status")).toHaveTextContent("Item selection updated");
    expect(bodies.find((b) => b.path === "preselect")!.body).toEqual({
      email: "ann@example.com",
      token: "TOKEN-1",
      preselect_items: [
        { item_id: "itm-2", units: 1, variant_id: "itm-2-v" },
        { item_id: "itm-4", units: 1, variant_id: "itm-4-v" },
      ],
    });
    await waitFor(() => expect(within(screen.getByRole("list", { name: "Your picks" })).getByText("Piece 4")).toBeInTheDocument());
  });

  it("a box that has shipped shows what it held and offers no change", async () => {
    current = order({ editable: false, boxes_left: 0, status: 1, shipped_date: "2030-06-08" });
    await open();
    expect(await screen.findByText("Every box of this order has shipped, so its items can no longer be changed.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Confirm" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /^Remove/ })).not.toBeInTheDocument();
  });
});
