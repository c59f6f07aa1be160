// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { MergeCartRequest, ServerCartLine } from "@/lib/api/schemas/user";
import type { LocalCartLine } from "@/lib/cart/cart-lines";
import { LOCAL_CART_KEY } from "@/lib/cart/local-cart";
import { mergeGuestCartIntoAccount } from "@/lib/cart/merge";
import { MERGE_NOTICE_KEY } from "@/lib/cart/merge-notice";
import { MergeNotice, MERGE_NOTICE_TITLE } from "@/components/cart/merge-notice";

const tee: LocalCartLine = { local_id: "0001-a", item_id: "tee", store_id: "s-1", variant_id: "tee-m", units: 2, seen_price: 2800 };
const bag: LocalCartLine = { local_id: "0002-b", item_id: "bag", store_id: "s-1", variant_id: null, units: 1 };
const accountLine: ServerCartLine = { cart_item_id: "srv-1", item_id: "tee", store_id: "s-1", variant_id: "tee-m", units: 3 };

const bodies: MergeCartRequest[] = [];
let status = 200;
/** Runs while the merge is in flight, as another tab could. */
let meanwhile = () => {};

const server = setupServer(
  http.post("*/api/cart/merge", async ({ request }) => {
    bodies.push((await request.json()) as MergeCartRequest);
    meanwhile();
    if (status !== 200) return HttpResponse.json({ success: false, message: "a server error occurred." }, { status });
    return HttpResponse.json({ success: true, data: { items: [accountLine] } });
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterAll(() => server.close());
afterEach(() => {
  bodies.length = 0;
  status = 200;
  meanwhile = () => {};
  window.localStorage.clear();
});

const seed = (lines: LocalCartLine[]) => window.localStorage.setItem(LOCAL_CART_KEY, JSON.stringify(lines));
const stored = () => JSON.parse(window.localStorage.getItem(LOCAL_CART_KEY) ?? "[]") as LocalCartLine[];

describe("mergeGuestCartIntoAccount", () => {
  it("posts the guest lines with their browser ids and clears them once the server has them", async () => {
    seed([tee, bag]);
    const result = await mergeGuestCartIntoAccount();
    expect(result).toEqual({ ok: true, data: { items: [accountLine], not_kept: [] } });
    expect(bodies).toEqual([
      {
        items: [
          { cart_item_id: "0001-a", item_id: "tee", store_id: "s-1", variant_id: "tee-m", units: 2, seen_price: 2800 },
          { cart_item_id: "0002-b", item_id: "bag", store_id: "s-1", variant_id: null, units: 1 },
        ],
      },
    ]);
    expect(stored()).toEqual([]);
  });

  it("keeps every guest line when the merge fails", async () => {
    seed([tee, bag]);
    status = 500;
    const result = await mergeGuestCartIntoAccount();
    expect(result.ok).toBe(false);
    expect(stored()).toEqual([tee, bag]);
  });

  it("keeps a line added while the merge was in flight", async () => {
    seed([tee]);
    meanwhile = () => seed([tee, bag]);
    await mergeGuestCartIntoAccount();
    expect(stored()).toEqual([bag]);
  });

  it("works with an empty guest cart", async () => {
    expect((await mergeGuestCartIntoAccount()).ok).toBe(true);
    expect(bodies).toEqual([{ items: [] }]);
  });
});

describe("the merge notice", () => {
  it("lists what the merge could not keep until the shopper dismisses it", async () => {
    window.localStorage.setItem(MERGE_NOTICE_KEY, JSON.stringify([{ cart_item_id: "0002-b", name: "Mini Tote", message: "Out of stock" }]));
    const user = userEvent.setup();
    render(<MergeNotice />);
    expect(screen.getByRole("heading", { name: MERGE_NOTICE_TITLE })).toBeInTheDocument();
    expect(screen.getByText("Mini Tote: Out of stock")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Dismiss" }));
    expect(screen.queryByRole("heading", { name: MERGE_NOTICE_TITLE })).not.toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem(MERGE_NOTICE_KEY) ?? "null")).toEqual([]);
  });
});
