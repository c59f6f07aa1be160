// @vitest-environment jsdom
import { render, screen, waitFor } from "@testing-library/react";
import { StrictMode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { LOCAL_CART_KEY } from "@/lib/cart/local-cart";
import { POSTER_LINK_BROKEN_MESSAGE } from "@/lib/poster/cart";
import PosterCheckoutPage from "@/app/(checkout)/[store]/poster_checkout/page";
import { PosterCartImport } from "@/components/poster/poster-cart-import";
import { QueryWrapper } from "../support/query-wrapper";

const replace = vi.fn();
vi.mock("next/navigation", () => ({ useRouter: () => ({ replace, push: vi.fn() }) }));
vi.mock("@/lib/toast", () => ({ notify: { success: vi.fn(), info: vi.fn(), error: vi.fn() } }));

afterEach(() => {
  localStorage.clear();
  replace.mockReset();
});

const stored = () => JSON.parse(localStorage.getItem(LOCAL_CART_KEY) ?? "[]") as Record<string, unknown>[];

describe("the poster checkout (TOOLS-11, CHK-22)", () => {
  it("puts the poster's entries into the guest cart once, next to what it held, then replaces the page with step 1 ?poster=1", async () => {
    localStorage.setItem(LOCAL_CART_KEY, JSON.stringify([{ local_id: "l-1", item_id: "ring", store_id: "s-emma", variant_id: "ring-1", units: 1 }]));
    const entries = [
      { store_id: "s-emma", item_id: "dress", variant_id: "dress-m", units: 2 },
      { store_id: "s-emma", item_id: "ring", variant_id: "ring-1", units: 1 },
    ];
    render(
      <StrictMode>
        <PosterCartImport store="emma" entries={entries} />
      </StrictMode>,
      { wrapper: QueryWrapper },
    );
    await waitFor(() => expect(replace).toHaveBeenCalledWith("/emma/checkout/step1?poster=1"));
    expect(replace).toHaveBeenCalledTimes(1);
    expect(stored().map(({ item_id, variant_id, units }) => ({ item_id, variant_id, units }))).toEqual([
      { item_id: "ring", variant_id: "ring-1", units: 2 },
      { item_id: "dress", variant_id: "dress-m", units: 2 },
    ]);
  });

  it.each([["no data", {}], ["malformed data", { data: "%%%" }], ["oversized data", { data: "A".repeat(10_000) }]])(
    "answers %s with a message and the way back to the store, adding nothing",
    async (_name, query: Record<string, string>) => {
      const page = await PosterCheckoutPage({ params: Promise.resolve({ store: "emma" }), searchParams: Promise.resolve(query) });
      render(page, { wrapper: QueryWrapper });
      expect(screen.getByRole("alert")).toHaveTextContent(POSTER_LINK_BROKEN_MESSAGE);
      expect(screen.getByRole("link", { name: "Back to the store" })).toHaveAttribute("href", "/emma");
      expect(replace).not.toHaveBeenCalled();
      expect(stored()).toEqual([]);
    },
  );
});
