import { count, eq, sql } from "drizzle-orm";
import { verifyPassword } from "@/server/auth/password";
import { closeDatabase, openDatabase, queryRows, type Database } from "@/server/db/client";
import * as t from "@/server/db/schema";
import { seedIfEmpty } from "@/server/seed";
import { boxCatalogue } from "@/server/seed/box-catalogue";
import { BOX_COLOUR_NAMES, BOX_SIZES } from "@/lib/box/filters";
import { rereadConfig } from "@/lib/config/server";

let db: Database;
beforeAll(async () => {
  db = await openDatabase("memory://", { seed: false });
});
afterAll(() => closeDatabase(db));

describe("seed", () => {
  it("seeds an empty database exactly once, even when asked twice at the same time", async () => {
    const results = await Promise.all([seedIfEmpty(db), seedIfEmpty(db)]);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await seedIfEmpty(db)).toBe(false);
    const [stores] = await db.select({ n: count() }).from(t.stores);
    expect(stores!.n).toBeGreaterThanOrEqual(3);
  });

  it("has the demo accounts with scrypt-hashed passwords", async () => {
    const [shopper] = await db.select().from(t.users).where(eq(t.users.email, "shopper@example.com"));
    const [stylist] = await db.select().from(t.users).where(eq(t.users.email, "stylist@example.com"));
    expect(shopper?.userName).toBe("shopper");
    expect(stylist?.userName).toBe("demo");
    expect(await verifyPassword("shopper123", shopper!.passwordHash)).toBe(true);
    expect(await verifyPassword("stylist123", stylist!.passwordHash)).toBe(true);
    const [store] = await db.select().from(t.stores).where(eq(t.stores.slug, "demo"));
    expect(store).toMatchObject({ ownerId: stylist!.id, canShareBox: true });
  });

  it("gives the demo store what the browser tests need", async () => {
    const [demoItems] = await db.select({ n: count() }).from(t.storeItems).where(eq(t.storeItems.storeId, "store-demo"));
    expect(demoItems!.n).toBeGreaterThanOrEqual(25);
    const perCategory = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from item_categories ic join store_categories c on c.id = ic.category_id where c.store_id = 'store-demo' group by c.id`,
    );
    expect(Math.max(...perCategory.map((r) => r.n))).toBeGreaterThan(10);
    const variantCounts = await queryRows<{ n: number }>(
      db,
      sql`select count(v.id)::int as n from store_items si join variants v on v.item_id = si.item_id where si.store_id = 'store-demo' group by si.item_id`,
    );
    expect(variantCounts.some((r) => r.n === 1)).toBe(true);
    expect(variantCounts.some((r) => r.n >= 9)).toBe(true);
  });

  it("covers the catalogue's special cases", async () => {
    const [items] = await db.select({ n: count() }).from(t.items);
    expect(items!.n).toBeGreaterThanOrEqual(60);
    const [bundles] = await db.select({ n: count() }).from(t.items).where(eq(t.items.isBundle, true));
    expect(bundles!.n).toBeGreaterThanOrEqual(2);
    const preorders = await db.select().from(t.items).where(eq(t.items.isPreorder, true));
    expect(preorders.some((i) => i.offerEnds! < new Date())).toBe(true);
    expect(preorders.some((i) => i.offerEnds! > new Date(Date.now() + 25 * 86_400_000))).toBe(true);
    const [soldOut] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from items i where not i.is_bundle and not exists (select 1 from variants v where v.item_id = i.id and v.stock > 0)`);
    expect(soldOut!.n).toBeGreaterThanOrEqual(2);
    const [partly] = await queryRows<{ n: number }>(db, sql`select count(distinct item_id)::int as n from variants v where v.stock = 0 and exists (select 1 from variants w where w.item_id = v.item_id and w.stock > 0)`);
    expect(partly!.n).toBeGreaterThan(3);
    const member = await db.select().from(t.items).where(eq(t.items.priceType, "member"));
    expect(member.length).toBeGreaterThan(2);
    const [coupon] = await db.select().from(t.coupons).where(eq(t.coupons.code, "WELCOME15"));
    expect(coupon).toMatchObject({ percent: 15, firstOrderOnly: true, active: true });
  });

  it("L9: a production database gets no demo data: no accounts with published passwords, no demo catalogue", async () => {
    vi.stubEnv("SHOP_ENV", "production");
    vi.stubEnv("SITE_URL", "https://shop.example.com");
    rereadConfig();
    // production does not migrate on open (the release step does): this fresh database is migrated as that step would
    const production = await openDatabase("memory://", { migrate: true });
    try {
      const [users] = await production.select({ n: count() }).from(t.users);
      const [stores] = await production.select({ n: count() }).from(t.stores);
      expect({ users: users!.n, stores: stores!.n }).toEqual({ users: 0, stores: 0 });
    } finally {
      vi.unstubAllEnvs();
      rereadConfig();
      await closeDatabase(production);
    }
    // The demo (no SHOP_ENV, as `npm start` runs) keeps its seed: the first test above.
  });

  it("seeds the Get Styled Box catalogue: both stages, every box colour and size, prices past $300, some sold out", async () => {
    const stages = await queryRows<{ stage: number; n: number }>(db, sql`select stage, count(*)::int as n from box_items group by stage order by stage`);
    expect(stages.map((r) => r.stage)).toEqual([1, 2]);
    expect(stages.every((r) => r.n >= 150)).toBe(true);
    const options = await queryRows<{ name: string; option: string }>(
      db,
      sql`select distinct o->>'name' as name, o->>'option' as option from box_items b join variants v on v.item_id = b.item_id, jsonb_array_elements(v.options) o`,
    );
    expect(new Set(options.filter((o) => o.name === "Color").map((o) => o.option))).toEqual(new Set(BOX_COLOUR_NAMES));
    expect(new Set(options.filter((o) => o.name === "Size").map((o) => o.option))).toEqual(new Set(BOX_SIZES));
    const [prices] = await queryRows<{ over: number; under: number }>(
      db,
      sql`select count(*) filter (where p > 30000)::int as over, count(*) filter (where p < 2000)::int as under from (select min(v.price) as p from box_items b join variants v on v.item_id = b.item_id group by b.item_id) x`,
    );
    expect(prices!.over).toBeGreaterThan(10);
    expect(prices!.under).toBeGreaterThan(5);
    const [soldOut] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from box_items b where not exists (select 1 from variants v where v.item_id = b.item_id and v.stock > 0)`);
    expect(soldOut!.n).toBeGreaterThan(5);
  });

  it("generates the same box catalogue every time", () => {
    const now = new Date("2026-05-14T12:00:00Z");
    expect(boxCatalogue(now)).toEqual(boxCatalogue(now));
    expect(boxCatalogue(now)).toHaveLength(480);
  });

  it("enforces stock >= 0 in the database", async () => {
    await expect(db.update(t.variants).set({ stock: -1 }).where(eq(t.variants.id, "itm-037-cream"))).rejects.toThrow();
  });
});
