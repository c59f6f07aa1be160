/** The cart calc's copy of catalogue rows (server/cart/catalog-cache.ts, issue 27): what it loads, shares, keeps and drops. */
import { catalogChanged } from "@/server/catalog/changes";
import { KeyedCache, pricingCache, PRICING_CACHE_MS } from "@/server/cart/catalog-cache";
import type { Database } from "@/server/db/client";

const loader = () => {
  const asked: string[][] = [];
  const load = vi.fn(async (missing: string[]) => {
    asked.push(missing);
    return new Map(missing.filter((key) => key !== "gone").map((key) => [key, `row ${key}`]));
  });
  return { asked, load };
};

describe("KeyedCache", () => {
  it("loads only what it does not have, once for calcs asking at the same moment, and answers `absent` for a key without a row", async () => {
    const cache = new KeyedCache<string | null>();
    const { asked, load } = loader();
    const [first, second] = await Promise.all([cache.get(["a", "b", "gone"], load, null, 0), cache.get(["b", "a"], load, null, 0)]);
    expect(asked).toEqual([["a", "b", "gone"]]);
    expect([...first]).toEqual([["a", "row a"], ["b", "row b"], ["gone", null]]);
    expect([...second]).toEqual([["b", "row b"], ["a", "row a"]]);
    await cache.get(["a", "c"], load, null, 1000);
    expect(asked).toEqual([["a", "b", "gone"], ["c"]]);
  });

  it(`reads a row again after ${PRICING_CACHE_MS / 1000} s, and after clear()`, async () => {
    const cache = new KeyedCache<string | null>();
    const { asked, load } = loader();
    await cache.get(["a"], load, null, 0);
    await cache.get(["a"], load, null, PRICING_CACHE_MS - 1);
    expect(asked).toHaveLength(1);
    await cache.get(["a"], load, null, PRICING_CACHE_MS);
    expect(asked).toHaveLength(2);
    cache.clear();
    await cache.get(["a"], load, null, PRICING_CACHE_MS);
    expect(asked).toHaveLength(3);
  });

  it("keeps no failed read: the calc that met it fails, the next one reads again", async () => {
    const cache = new KeyedCache<string | null>();
    await expect(cache.get(["a"], () => Promise.reject(new Error("database gone")), null, 0)).rejects.toThrow("database gone");
    const { asked, load } = loader();
    expect((await cache.get(["a"], load, null, 0)).get("a")).toBe("row a");
    expect(asked).toEqual([["a"]]);
  });
});

describe("pricingCache", () => {
  it("is one per database and kind, and a catalogue change empties every one of them", async () => {
    const one = {} as Database;
    const two = {} as Database;
    const { asked, load } = loader();
    await pricingCache<string | null>(one, "items").get(["a"], load, null);
    await pricingCache<string | null>(two, "items").get(["a"], load, null);
    await pricingCache<string | null>(one, "stores").get(["a"], load, null);
    await pricingCache<string | null>(one, "items").get(["a"], load, null);
    expect(asked).toHaveLength(3);
    catalogChanged();
    await pricingCache<string | null>(one, "items").get(["a"], load, null);
    await pricingCache<string | null>(two, "items").get(["a"], load, null);
    expect(asked).toHaveLength(5);
  });
});
