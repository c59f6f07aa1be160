/**
 * The deterministic demo seed: fixed ids, fixed prices and stock (ordinary variants draw their stock
 * from a PRNG with a fixed seed). Runs only on an empty database (no store yet), inside one
 * transaction guarded by an advisory lock, so two openers never seed twice. docs/seed.md describes it.
 *
 * Demo mode only (finding L9): its accounts have published passwords, and its catalogue is nobody's
 * real shop, so a production database (SHOP_ENV=production) gets none of it and starts empty.
 */
import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import { demoDataAllowed, type Env } from "../../lib/config/deployment";
import { hashPassword } from "../auth/password";
import type { Database } from "../db/client";
import * as t from "../db/schema";
import { prng } from "../images/colour";
import { avatarUrl, bannerImageUrl, categoryCoverUrl, categoryIconUrl, itemImageUrl, storeBannerUrl } from "../images/names";
import {
  BRANDS,
  BUNDLES,
  CATEGORIES,
  COLOURS,
  ITEMS,
  SIZE_SETS,
  STORES,
  brandId,
  itemCode,
  itemFiles,
  itemId,
  slug,
  type CatalogItem,
  type StoreKey,
} from "./catalog";
import { seedBoxCatalogue } from "./box";
import { seedGiftCatalogue } from "./gift-catalog";
import { seedOrderHistory } from "./orders-history";
import { seedPreferenceOptions } from "./preference-options";
import { seedShareCarts } from "./share-carts";
import { seedSubscriptions } from "./subscriptions";
import { serverConfig } from "../../lib/config/server";

const DAY = 24 * 60 * 60 * 1000;
const STOCK_SEED = 20_261_123;
const SEED_LOCK = 72_001;

/** Where the demo's 'pick up' orders are collected (finding 15.12); migration 0004 gives older demo databases the same. */
export const DEMO_PICK_UP_PLACE: t.PickUpPlaceValue = {
  name: "Stylist Studio",
  address: "120 Market Street, Suite 300, San Francisco, CA 94105",
  hours: "Mon–Sat 10 am – 7 pm, Sun 11 am – 5 pm",
};

export const SEED_IDS = {
  demoStore: "store-demo",
  shopperUser: "user-shopper",
  stylistUser: "user-stylist-demo",
  repeatUser: "user-repeat",
  staffUser: "user-staff",
} as const;

const categoryId = (store: StoreKey, key: string) => `cat-${store}-${key}`;
const storeIdOf = (key: StoreKey) => STORES.find((s) => s.key === key)!.id;

/** A fixed salt per seed account keeps the seed deterministic (these passwords are public anyway). */
const seedSalt = (email: string) => createHash("sha256").update(`seed-salt:${email}`).digest().subarray(0, 16);

type VariantRow = typeof t.variants.$inferInsert;

function variantsFor(item: CatalogItem, rand: () => number): VariantRow[] {
  const id = itemId(item.n);
  const sizes = SIZE_SETS[item.sizes];
  const largest = sizes[sizes.length - 1];
  const rows: VariantRow[] = [];
  let position = 0;
  for (const colour of item.colours) {
    const hex = COLOURS[colour];
    for (const size of sizes.length ? sizes : [null]) {
      const upcharge = item.sizeUpcharge && size === largest ? item.sizeUpcharge : 0;
      const key = size ? `${colour}/${size}` : colour;
      let stock: number;
      if (item.stock === "sold-out") stock = 0;
      else if (typeof item.stock === "number") stock = item.stock;
      else if (item.stock && key in item.stock) stock = item.stock[key]!;
      else stock = rand() < 0.14 ? 0 : 1 + Math.floor(rand() * 12);
      const options: { name: string; option: string }[] = [{ name: "Color", option: colour }];
      if (size) options.push({ name: "Size", option: size });
      rows.push({
        id: `${id}-${slug(colour)}${size ? `-${slug(size)}` : ""}`,
        itemId: id,
        options,
        sku: `${itemCode(item.n)}-${slug(colour).toUpperCase()}${size ? `-${size}` : ""}`,
        price: (item.memberPrice ?? item.price) + upcharge,
        retailPrice: item.price + upcharge,
        compareAtPrice: item.compareAt ? item.compareAt + upcharge : null,
        stock,
        image: itemImageUrl(item.garment, item.pattern, hex, "front"),
        position: position++,
      });
    }
  }
  // An item is sold out only when the catalogue says so.
  if (item.stock === undefined && rows.every((r) => r.stock === 0)) rows[0]!.stock = 5;
  return rows;
}

/** Seeds an empty database in demo mode; answers whether it did. */
export async function seedIfEmpty(db: Database, now: Date = new Date(), env: Env = serverConfig().env): Promise<boolean> {
  if (!demoDataAllowed(env)) return false;
  const passwordHashes = new Map<string, string>();
  const accounts = [
    ...STORES.map((s) => ({ email: s.email, password: s.password })),
    { email: "shopper@example.com", password: "shopper123" },
    { email: "repeat@example.com", password: "repeat123" },
    { email: "staff@example.com", password: "staff12345" },
  ];

  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    const [existing] = await tx.select({ count: sql<number>`count(*)::int` }).from(t.stores);
    if ((existing?.count ?? 0) > 0) return false;

    for (const account of accounts) {
      passwordHashes.set(account.email, await hashPassword(account.password, { salt: seedSalt(account.email) }));
    }
    const at = (days: number) => new Date(now.getTime() + days * DAY);

    // ── users ──
    await tx.insert(t.users).values([
      ...STORES.map((s) => ({
        id: s.userId,
        email: s.email,
        userName: s.userName,
        passwordHash: passwordHashes.get(s.email)!,
        firstName: s.firstName,
        lastName: s.lastName,
        phone: "5555550100",
        birthYear: 1988,
        openId: `open-${s.userName}`,
        accountType: "seller",
        storeOpened: true,
        planLevel: 2,
        planSubLevel: 0,
        blings: 0,
        emailConfirmed: true,
        isSharePublic: true,
        allowGoldBox: s.canShareBox,
        avatar: avatarUrl(s.userName),
        createdAt: at(-400),
      })),
      {
        id: SEED_IDS.shopperUser,
        email: "shopper@example.com",
        userName: "shopper",
        passwordHash: passwordHashes.get("shopper@example.com")!,
        firstName: "Sam",
        lastName: "Shopper",
        phone: "5555550123",
        birthYear: 1992,
        openId: "open-shopper",
        inviteCode: "demo",
        blings: 500,
        emailConfirmed: true,
        avatar: avatarUrl("shopper"),
        createdAt: at(-120),
      },
      {
        id: SEED_IDS.repeatUser,
        email: "repeat@example.com",
        userName: "repeat",
        passwordHash: passwordHashes.get("repeat@example.com")!,
        firstName: "Riley",
        lastName: "Repeat",
        phone: "5555550199",
        birthYear: 1985,
        openId: "open-repeat",
        inviteCode: "demo",
        blings: 0,
        emailConfirmed: true,
        createdAt: at(-200),
      },
      {
        // AN-05: an internal user, whose analytics events carry GA4's debug flag
        id: SEED_IDS.staffUser,
        email: "staff@example.com",
        userName: "staff",
        passwordHash: passwordHashes.get("staff@example.com")!,
        firstName: "Sky",
        lastName: "Staff",
        openId: "open-staff",
        internalUser: true,
        emailConfirmed: true,
        createdAt: at(-300),
      },
    ]);

    // ── stores ──
    await tx.insert(t.stores).values(
      STORES.map((s) => ({
        id: s.id,
        slug: s.userName,
        ownerId: s.userId,
        name: s.name,
        description: s.description,
        banner: storeBannerUrl(s.userName),
        cover: avatarUrl(s.userName),
        canShareBox: s.canShareBox,
        storeLink: s.storeLink,
        createdAt: at(-390),
      })),
    );
    const brandsRows = STORES.flatMap((s) => s.subscriptionBrands.map((b, i) => ({ storeId: s.id, code: b.code, name: b.name, position: i })));
    if (brandsRows.length) await tx.insert(t.storeSubscriptionBrands).values(brandsRows);

    await tx.insert(t.brands).values(BRANDS.map((name) => ({ id: brandId(name), name })));

    // ── store categories: every category a store has items in ──
    const all = [...ITEMS.map((i) => ({ n: i.n, category: i.category, stores: i.stores })), ...BUNDLES.map((b) => ({ n: b.n, category: b.category, stores: b.stores }))];
    const categoryRows = STORES.flatMap((s) =>
      CATEGORIES.filter((c) => all.some((i) => i.category === c.key && i.stores.includes(s.key))).map((c, position) => ({
        id: categoryId(s.key, c.key),
        storeId: s.id,
        name: c.name,
        cover: categoryCoverUrl(c.key),
        icon: categoryIconUrl(c.key),
        exclusive: c.exclusive ?? false,
        active: true,
        position,
      })),
    );
    await tx.insert(t.storeCategories).values(categoryRows);

    // ── items and variants ──
    const rand = prng(STOCK_SEED);
    const itemRows: (typeof t.items.$inferInsert)[] = [];
    const variantRows: VariantRow[] = [];
    for (const item of ITEMS) {
      const first = item.colours[0]!;
      const files = itemFiles(item.garment, item.pattern, first);
      for (const other of item.colours.slice(1)) files.push(itemImageUrl(item.garment, item.pattern, COLOURS[other], "front"));
      itemRows.push({
        id: itemId(item.n),
        code: itemCode(item.n),
        name: item.name,
        brandId: brandId(item.brand),
        description: item.description,
        thumb: files[0]!,
        files,
        influencerImages: item.styled ? item.colours.slice(0, 2).map((c) => itemImageUrl(item.garment, item.pattern, COLOURS[c], "styled")) : [],
        priceType: item.memberPrice ? "member" : "regular",
        isPreorder: Boolean(item.preorder),
        dropDate: item.preorder ? at(item.preorder === "ended" ? 10 : 45).toISOString().slice(0, 10) : null,
        offerEnds: item.preorder === "ended" ? at(-3) : item.preorder === "open" ? at(30) : null,
        isStarter: item.starter ?? false,
        createdAt: at(-item.n),
      });
      variantRows.push(...variantsFor(item, rand));
    }
    for (const bundle of BUNDLES) {
      const files = itemFiles(bundle.garment, bundle.pattern, bundle.colour);
      itemRows.push({
        id: itemId(bundle.n),
        code: itemCode(bundle.n),
        name: bundle.name,
        brandId: brandId(bundle.brand),
        description: bundle.description,
        thumb: files[0]!,
        files,
        influencerImages: [],
        priceType: "regular",
        isBundle: true,
        bundleDiscount: bundle.discount,
        createdAt: at(-bundle.n),
      });
    }
    await tx.insert(t.items).values(itemRows);
    await tx.insert(t.variants).values(variantRows);
    await tx.insert(t.bundleComponents).values(
      BUNDLES.flatMap((b) => b.components.map((n, position) => ({ bundleItemId: itemId(b.n), componentItemId: itemId(n), position }))),
    );

    // ── which store sells what; bundles sit after the eighth item so they show on page 1 ──
    const storeItemRows: (typeof t.storeItems.$inferInsert)[] = [];
    const itemCategoryRows: (typeof t.itemCategories.$inferInsert)[] = [];
    for (const store of STORES) {
      const sold = all
        .filter((i) => i.stores.includes(store.key))
        .map((i) => ({ ...i, key: BUNDLES.some((b) => b.n === i.n) ? 8.5 + i.n / 1000 : i.n }))
        .sort((a, b) => a.key - b.key);
      sold.forEach((i, position) => {
        storeItemRows.push({ storeId: store.id, itemId: itemId(i.n), position, addedAt: at(-i.n) });
        itemCategoryRows.push({ itemId: itemId(i.n), categoryId: categoryId(store.key, i.category) });
      });
    }
    await tx.insert(t.storeItems).values(storeItemRows);
    await tx.insert(t.itemCategories).values(itemCategoryRows);

    // ── marketing, shipping, coupons ──
    // Banner links name the store they are shown on: `{store}` becomes its address (lib/store/carousel.ts).
    await tx.insert(t.banners).values([
      { id: "banner-new-season", url: bannerImageUrl("new-season"), alt: "The New Season Edit: fresh dresses, easy layers and denim", link: "/{store}", position: 0 },
      { id: "banner-get-styled", url: bannerImageUrl("get-styled"), alt: "Get Styled by your stylist: a box picked for you", link: "/skd/{store}", position: 1 },
      { id: "banner-jewelry-box", url: bannerImageUrl("jewelry-box"), alt: "Monthly Jewelry Box: $24.99 a month, free shipping", link: "/{store}/sub/rcb/", position: 2 },
    ]);
    await tx.insert(t.shippingOptions).values([
      { id: "basic-shipping", name: "Standard Shipping", price: 800, position: 0 },
      { id: "express-shipping", name: "Express Shipping", price: 2000, position: 1 },
      { id: "pick-up", name: "pick up", price: 0, position: 2, pickUpPlace: DEMO_PICK_UP_PLACE },
    ]);
    await tx.insert(t.coupons).values([
      { id: "coupon-welcome15", code: "WELCOME15", percent: 15, firstOrderOnly: true },
      { id: "coupon-style10", code: "STYLE10", percent: 10 },
      { id: "coupon-summer20", code: "SUMMER20", percent: 20, active: false },
      // CHK-15: with pick-up, an order that costs nothing (the demo's test data only: production seeds nothing)
      { id: "coupon-freeorder", code: "FREEORDER", percent: 100 },
    ]);

    // ── plans ──
    await tx.insert(t.plans).values([
      { id: "plan-shopper1", key: "shopper1", name: "Shopper", level: 1, subLevel: 0, monthlyFee: 999, annualAvgMonthlyFee: 799, fullYearFee: 9588, discountOff: 20, returnCost: 800, detail: ["Member prices on every item", "Free returns on your first order"] },
      { id: "plan-shopper2", key: "shopper2", name: "Style Myself Plan", level: 1, subLevel: 1, monthlyFee: 1999, annualAvgMonthlyFee: 1599, fullYearFee: 19188, discountOff: 20, returnCost: 0, handlingFee: 2000, type: "gb", detail: ["Up to 6 styles a month", "Free shipping both ways", "7 days to try on"] },
      { id: "plan-seller1", key: "seller1", name: "Basic", level: 2, subLevel: 0, monthlyFee: 2500, annualAvgMonthlyFee: 2000, fullYearFee: 24000, discountOff: 20, returnCost: 0, handlingFee: 2000, type: "gb", detail: ["15% discount on store picks", "15% commission on shares", "Style clients with the Get Styled Box"] },
      { id: "plan-seller2", key: "seller2", name: "Pro", level: 2, subLevel: 1, monthlyFee: 4900, annualAvgMonthlyFee: 3900, fullYearFee: 46800, discountOff: 20, returnCost: 0, handlingFee: 2000, type: "gb", detail: ["Everything in Basic", "Exclusive brands", "Expanded inventory"] },
    ]);
    await tx.insert(t.vipCodes).values({ code: "VIPSTYLE", planId: "plan-seller1" });
    await tx.insert(t.planCoupons).values({ code: "FREE30", freeDays: 30 });
    // The stylist's plan renews with a saved test card (Visa 4242), as a plan bought here would.
    await tx.insert(t.testPaymentTokens).values({ id: "tok_test_seed_stylist", brand: "visa", lastFour: "4242", expMonth: 12, expYear: 2035, outcome: "succeed", userId: SEED_IDS.stylistUser });
    await tx.insert(t.creditCards).values({ id: "card-seed-stylist", userId: SEED_IDS.stylistUser, providerToken: "tok_test_seed_stylist", brand: "visa", lastFour: "4242", expMonth: 12, expYear: 2035, isDefault: true });
    await tx.insert(t.userPlans).values({
      id: "user-plan-demo",
      creditCardId: "card-seed-stylist",
      userId: SEED_IDS.stylistUser,
      planId: "plan-seller1",
      pay: "month",
      price: 2500,
      periodStart: at(-10),
      periodEnd: at(20),
      nextPayment: at(20),
    });

    // ── one past order, so repeat@example.com has used its first-order coupon chance ──
    await tx.insert(t.orders).values({
      id: "order-seed-0001",
      orderNumber: "SF100001",
      userId: SEED_IDS.repeatUser,
      email: "repeat@example.com",
      status: "paid",
      shippingMethodId: "basic-shipping",
      shippingMethodName: "Standard Shipping",
      shippingAddress: { name: "Riley Repeat", address: "12 Market St", address2: "", city: "San Francisco", state: "CA", zip_code: "94105", phone: "5555550199", country: "US" },
      itemsTotal: 2800,
      shipping: 800,
      tax: 231,
      grandTotal: 3831,
      isConfirmed: true,
      createdAt: at(-30),
    });
    await tx.insert(t.orderItems).values({
      id: "order-item-seed-0001",
      orderId: "order-seed-0001",
      storeId: storeIdOf("demo"),
      itemId: itemId(14),
      variantId: `${itemId(14)}-white-m`,
      name: "Everyday Cotton Tee",
      code: itemCode(14),
      thumb: itemImageUrl("tee", "solid", COLOURS.White, "front"),
      options: [
        { name: "Color", option: "White" },
        { name: "Size", option: "M" },
      ],
      units: 1,
      price: 2800,
      originalPrice: 2800,
    });
    await tx.insert(t.payments).values({ id: "payment-seed-0001", orderId: "order-seed-0001", provider: "test", intentId: "pi_seed_0001", amount: 3831, status: "succeeded" });
    await seedShareCarts(tx, at(-2));
    await seedOrderHistory(tx, now);
    await seedSubscriptions(tx, now);
    await seedPreferenceOptions(tx);
    await seedBoxCatalogue(tx, now);
    await seedGiftCatalogue(tx);

    return true;
  });
}
