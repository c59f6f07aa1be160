// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { addToLocalCart, changeLocalCart } from "@/lib/cart/actions";
import {
  addLine,
  countUnits,
  newLocalId,
  removeLine,
  toCalcItems,
  updateLine,
  type LocalCartLine,
} from "@/lib/cart/cart-lines";
import { LOCAL_CART_KEY, localCart, parseLines } from "@/lib/cart/local-cart";

let n = 0;
const ids = () => `id-${++n}`;
const base = { item_id: "item-1", store_id: "store-1", variant_id: "v-1", units: 1 };

afterEach(() => {
  window.localStorage.clear();
  vi.restoreAllMocks();
});

describe("addLine", () => {
  it("appends a new line with a fresh local id", () => {
    const lines = addLine([], { ...base, units: 2, seen_price: 1200 }, () => "a");
    expect(lines).toEqual([{ ...base, units: 2, seen_price: 1200, local_id: "a" }]);
  });

  it("raises the units of the same item, variant and bundle choice instead of duplicating it", () => {
    const one = addLine([], base, ids);
    const two = addLine(one, { ...base, units: 3, seen_price: 999 }, ids);
    expect(two).toHaveLength(1);
    expect(two[0]).toMatchObject({ units: 4, seen_price: 999, local_id: one[0]?.local_id });
  });

  it("keeps lines apart when the variant or the bundle choice differs", () => {
    let lines = addLine([], base, ids);
    lines = addLine(lines, { ...base, variant_id: "v-2" }, ids);
    lines = addLine(lines, { ...base, bundle: [{ item_id: "p1", variant_id: "x" }] }, ids);
    lines = addLine(lines, { ...base, bundle: [{ item_id: "p1", variant_id: "y" }] }, ids);
    expect(lines).toHaveLength(4);
  });

  it("caps units at 10, the most an order takes of a line (review: the cart offered 99, the checkout refused 11)", () => {
    const lines = addLine(addLine([], { ...base, units: 9 }, ids), { ...base, units: 5 }, ids);
    expect(lines[0]?.units).toBe(10);
    expect(addLine([], { ...base, units: 120 }, ids)[0]?.units).toBe(10);
  });

  it("reads a line stored under the old limit of 99 with the most it may hold now, and drops one over 99", () => {
    const stored = (units: number) => JSON.stringify([{ local_id: "l1", item_id: "i", store_id: "s", variant_id: "v", units }]);
    expect(parseLines(stored(40))).toMatchObject([{ units: 10 }]);
    expect(parseLines(stored(3))).toMatchObject([{ units: 3 }]);
    expect(parseLines(stored(100))).toEqual([]);
  });
});

describe("updateLine / removeLine", () => {
  const start: LocalCartLine[] = [
    { ...base, local_id: "a", units: 2 },
    { ...base, variant_id: "v-2", local_id: "b", units: 1 },
  ];

  it("changes units and variant of one line", () => {
    const lines = updateLine(start, "a", { units: 5 });
    expect(lines.map((l) => l.units)).toEqual([5, 1]);
  });

  it("removes the line when units become 0", () => {
    expect(updateLine(start, "a", { units: 0 }).map((l) => l.local_id)).toEqual(["b"]);
  });

  it("folds a line into its twin when an option change makes them equal", () => {
    const lines = updateLine(start, "b", { variant_id: "v-1", units: 3, seen_price: 800 });
    expect(lines).toEqual([{ ...base, local_id: "a", units: 5, seen_price: 800 }]);
  });

  it("removes by local id and leaves others alone", () => {
    expect(removeLine(start, "b").map((l) => l.local_id)).toEqual(["a"]);
    expect(removeLine(start, "zzz")).toHaveLength(2);
  });
});

describe("countUnits / toCalcItems", () => {
  it("counts units, not lines", () => {
    expect(countUnits([{ ...base, local_id: "a", units: 2 }, { ...base, local_id: "b", units: 3 }])).toBe(5);
    expect(countUnits([])).toBe(0);
  });

  it("sends the local id as cart_item_id", () => {
    expect(toCalcItems([{ ...base, local_id: "a", seen_price: 100 }])).toEqual([{ cart_item_id: "a", ...base, seen_price: 100 }]);
  });
});

describe("parseLines", () => {
  it("drops malformed entries and survives broken JSON", () => {
    const good = { ...base, local_id: "a" };
    const raw = JSON.stringify([good, { ...good, units: 0 }, { ...good, units: 1.5 }, { ...good, item_id: "" }, { ...good, bundle: [{ item_id: 3 }] }, null, "x"]);
    expect(parseLines(raw)).toEqual([good]);
    expect(parseLines("{not json")).toEqual([]);
    expect(parseLines(JSON.stringify({ a: 1 }))).toEqual([]);
    expect(parseLines(null)).toEqual([]);
  });
});

describe("newLocalId", () => {
  it("sorts in creation order", () => {
    const earlier = newLocalId(1_700_000_000_000);
    const later = newLocalId(1_700_000_000_001);
    const muchLater = newLocalId(1_900_000_000_000);
    expect([muchLater, later, earlier].sort()).toEqual([earlier, later, muchLater]);
  });

  it("still sorts in creation order within one millisecond", () => {
    const now = 2_000_000_000_000;
    const ids = Array.from({ length: 20 }, () => newLocalId(now));
    expect(new Set(ids).size).toBe(20);
    expect([...ids].sort()).toEqual(ids);
  });
});

describe("localCart store", () => {
  it("persists to localStorage and returns the same array until it changes", () => {
    expect(localCart.read()).toEqual([]);
    expect(addToLocalCart({ ...base, units: 2 })).toBe(true);
    const first = localCart.read();
    expect(first).toHaveLength(1);
    expect(localCart.read()).toBe(first);
    expect(JSON.parse(window.localStorage.getItem(LOCAL_CART_KEY) ?? "[]")).toEqual(first);
  });

  it("tells subscribers about writes from this tab and other tabs", () => {
    const listener = vi.fn();
    const unsubscribe = localCart.subscribe(listener);
    localCart.write([]);
    window.dispatchEvent(new StorageEvent("storage", { key: LOCAL_CART_KEY }));
    window.dispatchEvent(new StorageEvent("storage", { key: "something-else" }));
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    localCart.write([]);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it("reports a refused write instead of throwing", () => {
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("full", "QuotaExceededError");
    });
    expect(changeLocalCart((lines) => lines)).toBe(false);
    expect(addToLocalCart(base)).toBe(false);
  });
});
