/**
 * A small, known corner of the box catalogue for the box API tests: one category and one brand of their
 * own, so filtering on them gives exact answers whatever the generated catalogue holds. Every item's name
 * holds "Zephyr", a word the generated catalogue never uses.
 */
import * as t from "@/server/db/schema";
import type { TestApi } from "./helpers";

export const FIXTURE_CATEGORY = "box-fixture";
export const FIXTURE_BRAND = "brand-quokka-atelier";
/** a category whose only item is sold out: no filter list offers it */
export const SOLD_OUT_CATEGORY = "box-fixture-sold-out";

type Variant = [colour: string, size: string | null, dollars: number, stock: number];
interface Fixture {
  id: string;
  name: string;
  stage: 1 | 2;
  daysAgo: number;
  variants: Variant[];
  category?: string;
}

export const FIXTURES: Fixture[] = [
  { id: "fx-1", name: "Zephyr Linen Dress", stage: 1, daysAgo: 1, variants: [["Black", "M", 50, 3], ["Black", "L", 50, 0], ["Red", "M", 55, 2]] },
  { id: "fx-2", name: "Zephyr Wool Coat", stage: 2, daysAgo: 2, variants: [["Navy", "XL", 320, 5]] },
  { id: "fx-3", name: "Zephyr Silk Scarf", stage: 1, daysAgo: 3, variants: [["Gold", null, 15, 1]] },
  { id: "fx-4", name: "Zephyr Straight Jeans", stage: 1, daysAgo: 4, variants: [["Blue", "28", 80, 4], ["Blue", "36", 85, 4]] },
  { id: "fx-5", name: "Zephyr Sold Out Tee", stage: 1, daysAgo: 0, variants: [["White", "S", 20, 0]] },
  { id: "fx-6", name: "Zephyr Cashmere Sweater", stage: 2, daysAgo: 5, variants: [["Grey", "M", 150, 2]] },
  { id: "fx-7", name: "Zephyr Gone Belt", stage: 1, daysAgo: 6, variants: [["Brown", null, 30, 0]], category: SOLD_OUT_CATEGORY },
];

/** The listed fixture items (in stock), newest first. */
export const LISTED = ["fx-1", "fx-2", "fx-3", "fx-4", "fx-6"];

export async function addBoxFixtures(api: TestApi) {
  const now = Date.now();
  await api.db.insert(t.brands).values({ id: FIXTURE_BRAND, name: "Quokka Atelier" });
  await api.db.insert(t.boxCategories).values([
    { id: FIXTURE_CATEGORY, name: "Fixture", position: 90 },
    { id: SOLD_OUT_CATEGORY, name: "Fixture Sold Out", position: 91 },
  ]);
  for (const f of FIXTURES) {
    const colours = [...new Set(f.variants.map(([colour]) => colour))];
    await api.db.insert(t.items).values({ id: f.id, code: f.id.toUpperCase(), name: f.name, brandId: FIXTURE_BRAND, thumb: `/fixture/${f.id}.png` });
    await api.db.insert(t.variants).values(
      f.variants.map(([colour, size, dollars, stock], position) => ({
        id: `${f.id}-${colour.toLowerCase()}${size ? `-${size.toLowerCase()}` : ""}`,
        itemId: f.id,
        options: size ? [{ name: "Color", option: colour }, { name: "Size", option: size }] : [{ name: "Color", option: colour }],
        sku: `${f.id}-${colour}-${size ?? "one"}`.toUpperCase(),
        price: dollars * 100,
        retailPrice: dollars * 100,
        stock,
        position,
      })),
    );
    await api.db.insert(t.boxItems).values({
      itemId: f.id,
      stage: f.stage,
      categoryId: f.category ?? FIXTURE_CATEGORY,
      addedAt: new Date(now - f.daysAgo * 86_400_000),
      searchText: [f.name, "Quokka Atelier", "Fixture", ...colours].join(" "),
    });
  }
}
