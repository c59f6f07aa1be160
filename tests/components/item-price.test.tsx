// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ItemPrice } from "@/components/item/item-price";
import { priceView } from "@/lib/item/price";

/**
 * BROWSE-12's price line. The browser journey (e2e/spec-rows-2.spec.ts) shows the member label, the range and the
 * struck compare-at price on seeded items; a zero range cannot be stored (the variants table's check), so the
 * 'min max item price error' a remote API could still send is shown here.
 */
const item = { min_price: 9800, max_price: 10800, compare_at_price: null, price_type: "regular" as const };

describe("ItemPrice", () => {
  it("shows a range, and no member label for a regular item", () => {
    render(<ItemPrice view={priceView(item, null)} soldOut={false} />);
    expect(screen.getByText("$ 98.00 - $ 108.00")).toBeTruthy();
    expect(screen.queryByText("member price")).toBeNull();
  });

  it("labels a member price and strikes the compare-at price", () => {
    render(<ItemPrice view={priceView({ min_price: 13900, max_price: 13900, compare_at_price: 21000, price_type: "member" }, null)} soldOut={false} />);
    expect(screen.getByText("$ 139.00")).toBeTruthy();
    expect(screen.getByText("member price")).toBeTruthy();
    const struck = screen.getByText("Original price:").parentElement!;
    expect(struck.textContent).toBe("Original price: $ 210.00");
    expect(struck.className).toContain("line-through");
  });

  it("announces 'min max item price error' for a zero range instead of a price", () => {
    render(<ItemPrice view={priceView({ ...item, min_price: 0 }, null)} soldOut={false} />);
    expect(screen.getByRole("alert").textContent).toBe("min max item price error");
    expect(screen.queryByText(/\$ /)).toBeNull();
  });
});
