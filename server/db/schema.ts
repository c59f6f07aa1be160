/**
 * The embedded shop's database, for the whole spec (tables that later issues fill are here too, so
 * migrations only ever add to them). One pg-core schema serves both drivers: PGlite (embedded, the
 * default) and node-postgres (when DATABASE_URL is set).
 *
 * Conventions
 * - Primary keys are text ids (the seed uses fixed readable ids, runtime rows use random UUIDs):
 *   the REST contract carries ids as strings.
 * - Every money column is integer cents (`*_price`, `*_total`, `amount`, `blings`...). No floats.
 * - Timestamps are `timestamptz`; `created_at` defaults to now().
 * - Secrets (password hashes, reset tokens, session tokens) are stored hashed, never in clear.
 */
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

const createdAt = () => timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow();
const updatedAt = () => timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow().$onUpdate(() => new Date());
const ts = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });
/** PostgreSQL's full-text document type (drizzle has no built-in for it); read as its text form. */
const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

export type VariantOptionValue = { name: string; option: string };
export type BundleChoiceValue = { item_id: string; variant_id: string | null };
export type AddressValue = {
  name: string;
  address: string;
  address2: string;
  city: string;
  state: string;
  zip_code: string;
  phone: string;
  country: string;
};

// ───────────────────────────── accounts ─────────────────────────────

export const users = pgTable(
  "users",
  {
    id: text("id").primaryKey(),
    /** always stored lower-cased (CHECK) */
    email: text("email").notNull(),
    /** lower-case, 3–30 characters; also the store slug of a stylist */
    userName: text("user_name").notNull(),
    /** `scrypt$N$r$p$salt$hash` (server/auth/password.ts); null for social-only accounts */
    passwordHash: text("password_hash"),
    firstName: text("first_name").notNull().default(""),
    lastName: text("last_name").notNull().default(""),
    phone: text("phone").notNull().default(""),
    birthYear: integer("birth_year"),
    /** public id used in share links (`open_id`) */
    openId: text("open_id").notNull(),
    /** the invite code given at sign-up (the inviting store's user name) */
    inviteCode: text("invite_code"),
    /** 'shopper' | 'seller' */
    accountType: text("account_type").notNull().default("shopper"),
    storeOpened: boolean("store_opened").notNull().default(false),
    planLevel: integer("plan_level").notNull().default(0),
    planSubLevel: integer("plan_sub_level").notNull().default(0),
    /** reward balance, in cents */
    blings: integer("blings").notNull().default(0),
    emailConfirmed: boolean("email_confirmed").notNull().default(false),
    isSharePublic: boolean("is_share_public").notNull().default(false),
    allowGoldBox: boolean("allow_gold_box").notNull().default(false),
    internalUser: boolean("internal_user").notNull().default(false),
    avatar: text("avatar"),
    /** the payment provider's customer (Stripe `cus_…`) that the user's saved cards are attached to */
    paymentCustomerId: text("payment_customer_id"),
    /** a VIP code applied (ONB-10): the code's plan is bought without its fee */
    vipCode: text("vip_code"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("users_email_unique").on(t.email),
    uniqueIndex("users_user_name_unique").on(t.userName),
    uniqueIndex("users_open_id_unique").on(t.openId),
    check("users_email_lower", sql`${t.email} = lower(${t.email})`),
    check("users_user_name_lower", sql`${t.userName} = lower(${t.userName})`),
    check("users_blings_non_negative", sql`${t.blings} >= 0`),
  ],
);

/** Forgot-password tokens: only the SHA-256 of the token is kept; single use, expiring. */
export const passwordResetTokens = pgTable(
  "password_reset_tokens",
  {
    id: text("id").primaryKey(),
    userId: text("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    expiresAt: ts("expires_at").notNull(),
    usedAt: ts("used_at"),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("password_reset_tokens_hash_unique").on(t.tokenHash), index("password_reset_tokens_user_idx").on(t.userId)],
);

/** Email-confirmation codes (POST /api/users/confirm_email/validate/{code}); hashed like reset tokens. */
export const emailConfirmations = pgTable(
  "email_confirmations",
  {
    id: text("id").primaryKey(),
    userId: text("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    expiresAt: ts("expires_at").notNull(),
    usedAt: ts("used_at"),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("email_confirmations_hash_unique").on(t.codeHash)],
);

/** Google / Facebook / Apple identities linked to an account. */
export const socialAccounts = pgTable(
  "social_accounts",
  {
    id: text("id").primaryKey(),
    userId: text("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    provider: text("provider").notNull(),
    providerUid: text("provider_uid").notNull(),
    email: text("email"),
    photoUrl: text("photo_url"),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("social_accounts_provider_uid_unique").on(t.provider, t.providerUid), index("social_accounts_user_idx").on(t.userId)],
);

/** Access tokens (`x-access-token` / the `sf_session` cookie); only the SHA-256 of a token is stored. */
export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    userId: text("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    createdAt: createdAt(),
    expiresAt: ts("expires_at").notNull(),
    lastUsedAt: ts("last_used_at"),
    revokedAt: ts("revoked_at"),
  },
  (t) => [uniqueIndex("sessions_token_hash_unique").on(t.tokenHash), index("sessions_user_idx").on(t.userId)],
);

// ───────────────────────────── stores & catalogue ─────────────────────────────

export const stores = pgTable(
  "stores",
  {
    id: text("id").primaryKey(),
    /** the URL segment: the owner's user name */
    slug: text("slug").notNull(),
    ownerId: text("owner_id").notNull().references(() => users.id),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    banner: text("banner"),
    /** the owner's avatar shown on the store header */
    cover: text("cover"),
    canShareBox: boolean("can_share_box").notNull().default(false),
    storeLink: text("store_link"),
    paletteNumber: integer("palette_number").notNull().default(3),
    isActive: boolean("is_active").notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("stores_slug_unique").on(t.slug), uniqueIndex("stores_owner_unique").on(t.ownerId)],
);

/** Sub-brands a store promotes (`gfb` gift box, `rcb` monthly jewelry box). */
export const storeSubscriptionBrands = pgTable(
  "store_subscription_brands",
  {
    storeId: text("store_id").notNull().references(() => stores.id, { onDelete: "cascade" }),
    code: text("code").notNull(),
    name: text("name").notNull(),
    position: integer("position").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.code] })],
);

export const storeCategories = pgTable(
  "store_categories",
  {
    id: text("id").primaryKey(),
    storeId: text("store_id").notNull().references(() => stores.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    cover: text("cover"),
    icon: text("icon"),
    exclusive: boolean("exclusive").notNull().default(false),
    /** inactive categories are hidden from shoppers */
    active: boolean("active").notNull().default(true),
    position: integer("position").notNull().default(0),
  },
  (t) => [index("store_categories_store_idx").on(t.storeId, t.position)],
);

export const brands = pgTable("brands", { id: text("id").primaryKey(), name: text("name").notNull() }, (t) => [
  uniqueIndex("brands_name_unique").on(t.name),
]);

export const items = pgTable(
  "items",
  {
    id: text("id").primaryKey(),
    code: text("code").notNull(),
    name: text("name").notNull(),
    brandId: text("brand_id").notNull().references(() => brands.id),
    /** plain text, paragraphs separated by blank lines */
    description: text("description").notNull().default(""),
    thumb: text("thumb").notNull(),
    files: jsonb("files").$type<string[]>().notNull().default([]),
    influencerImages: jsonb("influencer_images").$type<string[]>().notNull().default([]),
    /** 'regular' | 'member' (member: variant price below retail_price) */
    priceType: text("price_type").notNull().default("regular"),
    isPreorder: boolean("is_preorder").notNull().default(false),
    /** the day a pre-order ships */
    dropDate: date("drop_date", { mode: "string" }),
    /** end of the pre-order offer */
    offerEnds: ts("offer_ends"),
    isBundle: boolean("is_bundle").notNull().default(false),
    /** percent off a bundle's items bought together */
    bundleDiscount: integer("bundle_discount").notNull().default(0),
    isSubscription: boolean("is_subscription").notNull().default(false),
    subscriptionCode: text("subscription_code"),
    /**
     * the starter pack (CART-10, G-50: the welcome box): added with a size preference (the size picker
     * dialog), and once in a cart it cannot be removed (server/cart/user-cart.ts)
     */
    isStarter: boolean("is_starter").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("items_code_unique").on(t.code),
    check("items_price_type", sql`${t.priceType} in ('regular', 'member')`),
    check("items_bundle_discount_range", sql`${t.bundleDiscount} between 0 and 100`),
  ],
);

export const itemCategories = pgTable(
  "item_categories",
  {
    itemId: text("item_id").notNull().references(() => items.id, { onDelete: "cascade" }),
    categoryId: text("category_id").notNull().references(() => storeCategories.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.itemId, t.categoryId] }), index("item_categories_category_idx").on(t.categoryId)],
);

/** Which store sells which item, in the store's order. */
export const storeItems = pgTable(
  "store_items",
  {
    storeId: text("store_id").notNull().references(() => stores.id, { onDelete: "cascade" }),
    itemId: text("item_id").notNull().references(() => items.id, { onDelete: "cascade" }),
    position: integer("position").notNull().default(0),
    addedAt: timestamp("added_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.itemId] }), index("store_items_item_idx").on(t.itemId)],
);

export const variants = pgTable(
  "variants",
  {
    id: text("id").primaryKey(),
    itemId: text("item_id").notNull().references(() => items.id, { onDelete: "cascade" }),
    options: jsonb("options").$type<VariantOptionValue[]>().notNull().default([]),
    sku: text("sku").notNull(),
    /** what the shopper pays (the member price of a member-priced item) */
    price: integer("price").notNull(),
    /** the non-member price; equals price on regular items */
    retailPrice: integer("retail_price").notNull(),
    compareAtPrice: integer("compare_at_price"),
    stock: integer("stock").notNull().default(0),
    image: text("image"),
    position: integer("position").notNull().default(0),
  },
  (t) => [
    uniqueIndex("variants_sku_unique").on(t.sku),
    index("variants_item_idx").on(t.itemId),
    check("variants_stock_non_negative", sql`${t.stock} >= 0`),
    check("variants_price_positive", sql`${t.price} > 0 and ${t.retailPrice} >= ${t.price}`),
  ],
);

/** The items a bundle item is made of. */
export const bundleComponents = pgTable(
  "bundle_components",
  {
    bundleItemId: text("bundle_item_id").notNull().references(() => items.id, { onDelete: "cascade" }),
    componentItemId: text("component_item_id").notNull().references(() => items.id),
    position: integer("position").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.bundleItemId, t.componentItemId] })],
);

// ───────────────────────────── the Get Styled Box catalogue ─────────────────────────────

/** The box builder's categories (ONB-16): one list for every stage, not a store's. */
export const boxCategories = pgTable("box_categories", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  cover: text("cover"),
  icon: text("icon"),
  position: integer("position").notNull().default(0),
});

/**
 * Items a stylist can put in a Get Styled Box, by pick stage (ONB-16, G-48): 1 Essentials, 2 Exclusive.
 * Price and stock stay on the item's variants; this row adds the stage, the category, the date it joined
 * the box catalogue (the `newest` sort) and the keyword search's document: `search_text` (name, brand,
 * category, colours) and its `search` tsvector, generated by the database and GIN-indexed (docs/decisions.md).
 *
 * The stock summary (`min_price` … `stock_keys`) is kept by the database: triggers on `variants` and on
 * this table (migration 0011_box_stock_summary, hand-written) recompute an item's row whenever one of its
 * variants is added, changed or removed, so the search reads one row per item instead of every variant.
 */
export const boxItems = pgTable(
  "box_items",
  {
    itemId: text("item_id").primaryKey().references(() => items.id, { onDelete: "cascade" }),
    stage: integer("stage").notNull(),
    categoryId: text("category_id").notNull().references(() => boxCategories.id),
    addedAt: timestamp("added_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    searchText: text("search_text").notNull(),
    search: tsvector("search").notNull().generatedAlwaysAs(sql`to_tsvector('english', search_text)`),
    /** the lowest price of a variant in stock; null when nothing is in stock (the item is not listed) */
    minPrice: integer("min_price"),
    maxPrice: integer("max_price"),
    compareAtPrice: integer("compare_at_price"),
    /** what is in stock: `c:{colour}`, `s:{size}` and `cs:{colour}|{size}` of each variant with stock */
    stockKeys: text("stock_keys").array().notNull().default(sql`'{}'::text[]`),
  },
  (t) => [
    index("box_items_stage_added_idx").on(t.stage, t.addedAt),
    index("box_items_category_idx").on(t.categoryId),
    index("box_items_search_idx").using("gin", t.search),
    check("box_items_stage", sql`${t.stage} in (1, 2)`),
  ],
);

export const banners = pgTable("banners", {
  id: text("id").primaryKey(),
  url: text("url").notNull(),
  alt: text("alt").notNull().default(""),
  link: text("link"),
  position: integer("position").notNull().default(0),
  active: boolean("active").notNull().default(true),
});

/** Where and when a pick-up option's orders are collected (finding 15.12); text as shoppers read it. */
export type PickUpPlaceValue = { name: string; address: string; hours: string };

export const shippingOptions = pgTable("shipping_options", {
  id: text("id").primaryKey(),
  /** an option named exactly 'pick up' is store pick-up: no shipping address */
  name: text("name").notNull(),
  price: integer("price").notNull(),
  /** the pick-up option's place and opening hours; null for the others */
  pickUpPlace: jsonb("pick_up_place").$type<PickUpPlaceValue>(),
  position: integer("position").notNull().default(0),
  active: boolean("active").notNull().default(true),
});

export const coupons = pgTable(
  "coupons",
  {
    id: text("id").primaryKey(),
    /** stored upper-case; codes match case-insensitively */
    code: text("code").notNull(),
    percent: integer("percent").notNull(),
    firstOrderOnly: boolean("first_order_only").notNull().default(false),
    active: boolean("active").notNull().default(true),
    /** null = valid in every store */
    storeId: text("store_id").references(() => stores.id, { onDelete: "cascade" }),
    startsAt: ts("starts_at"),
    endsAt: ts("ends_at"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("coupons_code_unique").on(t.code),
    check("coupons_code_upper", sql`${t.code} = upper(${t.code})`),
    check("coupons_percent_range", sql`${t.percent} between 1 and 100`),
  ],
);

// ───────────────────────────── carts & orders ─────────────────────────────

/** A signed-in user's server-side cart (guests keep theirs in the browser). */
export const carts = pgTable(
  "carts",
  {
    id: text("id").primaryKey(),
    userId: text("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("carts_user_unique").on(t.userId)],
);

export const cartLines = pgTable(
  "cart_lines",
  {
    id: text("id").primaryKey(),
    cartId: text("cart_id").notNull().references(() => carts.id, { onDelete: "cascade" }),
    storeId: text("store_id").notNull().references(() => stores.id),
    itemId: text("item_id").notNull().references(() => items.id),
    variantId: text("variant_id").references(() => variants.id),
    units: integer("units").notNull(),
    bundle: jsonb("bundle").$type<BundleChoiceValue[]>(),
    shareCartId: text("share_cart_id"),
    /** sort key: lines keep the order they were added in */
    position: integer("position").notNull().default(0),
    /** unit price (cents) the shopper saw when adding, so pricing can say when it changed */
    seenPrice: integer("seen_price"),
    createdAt: createdAt(),
  },
  (t) => [index("cart_lines_cart_idx").on(t.cartId), check("cart_lines_units_positive", sql`${t.units} between 1 and 99`)],
);

/** Guest-cart line ids already merged into a cart, so a retried merge adds nothing twice. */
export const cartMergedLines = pgTable(
  "cart_merged_lines",
  {
    cartId: text("cart_id").notNull().references(() => carts.id, { onDelete: "cascade" }),
    sourceId: text("source_id").notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.cartId, t.sourceId] })],
);

export const orders = pgTable(
  "orders",
  {
    id: text("id").primaryKey(),
    orderNumber: text("order_number").notNull(),
    userId: text("user_id").references(() => users.id),
    /** lower-cased contact email (guest orders are found by email + number) */
    email: text("email").notNull(),
    /** 0 regular, 1 box, 2 subscription, 3 pre-sale */
    type: integer("type").notNull().default(0),
    /** pending_payment | paid | canceled | failed */
    status: text("status").notNull().default("pending_payment"),
    /** a client-chosen key so a retried submit never creates a second order */
    idempotencyKey: text("idempotency_key"),
    /** SHA-256 of the request (and the buyer) that used the key: the same key with another request is refused */
    requestFingerprint: text("request_fingerprint"),
    /** the client that placed it (the rate limits' client address): caps its open unpaid orders (server/orders/open-orders.ts) */
    clientAddress: text("client_address"),
    /** when the payment settled; only orders paid at some point are shown by the guest lookup */
    paidAt: ts("paid_at"),
    shippingMethodId: text("shipping_method_id"),
    shippingMethodName: text("shipping_method_name"),
    shippingAddress: jsonb("shipping_address").$type<AddressValue>(),
    billingAddress: jsonb("billing_address").$type<AddressValue>(),
    couponCodes: jsonb("coupon_codes").$type<{ store_id: string; coupon_code: string }[]>().notNull().default([]),
    itemsTotal: integer("items_total").notNull(),
    memberDiscount: integer("member_discount").notNull().default(0),
    bundleDiscount: integer("bundle_discount").notNull().default(0),
    couponDiscount: integer("coupon_discount").notNull().default(0),
    totalDiscount: integer("total_discount").notNull().default(0),
    shipping: integer("shipping").notNull().default(0),
    tax: integer("tax").notNull().default(0),
    blings: integer("blings").notNull().default(0),
    grandTotal: integer("grand_total").notNull(),
    inviteUserName: text("invite_user_name"),
    shareCartId: text("share_cart_id"),
    isConfirmed: boolean("is_confirmed").notNull().default(false),
    isCanceled: boolean("is_canceled").notNull().default(false),
    remark: text("remark").notNull().default(""),
    /** an abandoned-order sweep holds the order until then (server/orders/sweep.ts): two processes never expire it both */
    sweepClaimedUntil: ts("sweep_claimed_until"),
    /**
     * an unpaid order's stock is held until then (finding S1, server/orders/limits.ts): set when it is placed, when a
     * payment attempt starts, after a refusal, and by the sweep while a payment is under way; null: the longest hold
     * from `created_at`
     */
    heldUntil: ts("held_until"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("orders_number_unique").on(t.orderNumber),
    uniqueIndex("orders_idempotency_key_unique").on(t.idempotencyKey),
    index("orders_user_idx").on(t.userId),
    index("orders_email_idx").on(t.email),
    /** the abandoned-order sweep looks for old pending_payment orders */
    index("orders_status_created_idx").on(t.status, t.createdAt),
    check("orders_grand_total_non_negative", sql`${t.grandTotal} >= 0`),
  ],
);

export const orderItems = pgTable(
  "order_items",
  {
    id: text("id").primaryKey(),
    orderId: text("order_id").notNull().references(() => orders.id, { onDelete: "cascade" }),
    storeId: text("store_id").notNull().references(() => stores.id),
    itemId: text("item_id").notNull().references(() => items.id),
    variantId: text("variant_id").references(() => variants.id),
    /** snapshot of the item at order time */
    name: text("name").notNull(),
    code: text("code").notNull(),
    thumb: text("thumb").notNull(),
    options: jsonb("options").$type<VariantOptionValue[]>().notNull().default([]),
    units: integer("units").notNull(),
    /** unit price paid before order-level discounts */
    price: integer("price").notNull(),
    originalPrice: integer("original_price").notNull(),
    compareAtPrice: integer("compare_at_price"),
    /** this line's share of bundle and coupon discounts */
    discountPrice: integer("discount_price").notNull().default(0),
    isBundle: boolean("is_bundle").notNull().default(false),
    bundle: jsonb("bundle").$type<unknown>(),
    /** 3 = pre-sale */
    type: integer("type").notNull().default(0),
    trackingNumber: text("tracking_number"),
    trackingUrl: text("tracking_url"),
    isCanceled: boolean("is_canceled").notNull().default(false),
    /** why a pre-sale line was canceled (PUT /api/preorder/cancel) */
    cancelReason: text("cancel_reason"),
    returnMessage: text("return_message").notNull().default(""),
    couponMessage: text("coupon_message").notNull().default(""),
    /** the buyer's cart line this came from, so paying removes exactly that line from a server cart */
    cartItemId: text("cart_item_id"),
  },
  (t) => [index("order_items_order_idx").on(t.orderId), check("order_items_units_positive", sql`${t.units} > 0`)],
);

/**
 * A signed-in user's box cart (API-79, ONB-18): the styles picked in the box builder, one row per
 * style in the order picked. `POST /api/goldcart/bulk` replaces it whole; the box checkout orders it.
 */
export const boxCartLines = pgTable(
  "box_cart_lines",
  {
    userId: text("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    itemId: text("item_id").notNull().references(() => items.id, { onDelete: "cascade" }),
    variantId: text("variant_id").notNull().references(() => variants.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.position] })],
);

/**
 * What a box checkout (API-78, ONB-18) adds to its order (type 1, a try-on box): the Style Myself
 * Box Fee the order charges (its grand_total) and the plan the checkout starts through the plans
 * module (docs/decisions.md "Box checkout").
 */
export const boxOrders = pgTable("box_orders", {
  orderId: text("order_id").primaryKey().references(() => orders.id, { onDelete: "cascade" }),
  /** the Style Myself Box Fee (the box plan's handling fee), charged by the order */
  boxFee: integer("box_fee").notNull(),
  /** the plan this checkout buys; null when the user already had one (the fee alone) */
  planId: text("plan_id").references(() => plans.id),
  /** month | year */
  planPay: text("plan_pay"),
  /** what the plan charges now: its price, or 0 with a VIP code or a coupon's free days */
  planFee: integer("plan_fee").notNull().default(0),
  vipCode: text("vip_code"),
  couponCode: text("coupon_code"),
  /** the plan the checkout started, once it has (null while that step is pending) */
  userPlanId: text("user_plan_id").references(() => userPlans.id),
  /**
   * A Get Styled Box a shopper ordered from a stylist (SHARE-10 share link, SHARE-13 booking): the
   * stylist's store, who styles it. Null for a stylist's own box (the box builder).
   */
  stylistStoreId: text("stylist_store_id").references(() => stores.id),
  createdAt: createdAt(),
});

export const payments = pgTable(
  "payments",
  {
    id: text("id").primaryKey(),
    orderId: text("order_id").notNull().references(() => orders.id, { onDelete: "cascade" }),
    provider: text("provider").notNull(),
    intentId: text("intent_id").notNull(),
    amount: integer("amount").notNull(),
    currency: text("currency").notNull().default("usd"),
    /** requires_confirmation | succeeded | failed | canceled | refunded */
    status: text("status").notNull(),
    /** what the browser confirms the payment with; handed out again when a create request is retried */
    clientSecret: text("client_secret"),
    /** the provider's words when the payment failed */
    failureMessage: text("failure_message"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("payments_intent_unique").on(t.provider, t.intentId), index("payments_order_idx").on(t.orderId)],
);

export const returns = pgTable(
  "returns",
  {
    id: text("id").primaryKey(),
    number: text("number").notNull(),
    orderId: text("order_id").notNull().references(() => orders.id),
    userId: text("user_id").references(() => users.id),
    reason: text("reason").notNull(),
    /** requested | received | refunded | rejected */
    status: text("status").notNull().default("requested"),
    itemsTotal: integer("items_total").notNull().default(0),
    tax: integer("tax").notNull().default(0),
    shipping: integer("shipping").notNull().default(0),
    /** null while the return is in progress (shown as '-') */
    refundAmount: integer("refund_amount"),
    refundBlings: integer("refund_blings"),
    /** the client's key for this request (the `idempotency-key` header): a double submit answers the same return */
    idempotencyKey: text("idempotency_key"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("returns_number_unique").on(t.number),
    index("returns_order_idx").on(t.orderId),
    uniqueIndex("returns_user_idempotency_unique").on(t.userId, t.idempotencyKey),
  ],
);

export const returnItems = pgTable(
  "return_items",
  {
    id: text("id").primaryKey(),
    returnId: text("return_id").notNull().references(() => returns.id, { onDelete: "cascade" }),
    orderItemId: text("order_item_id").notNull().references(() => orderItems.id),
    units: integer("units").notNull(),
  },
  (t) => [check("return_items_units_positive", sql`${t.units} > 0`)],
);

/** POST /api/replacement (ACCT-09): the contact, the lines to replace and the photo's key in the upload store. */
export const replacements = pgTable(
  "replacements",
  {
    id: text("id").primaryKey(),
    orderId: text("order_id").notNull().references(() => orders.id),
    userId: text("user_id").references(() => users.id),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    reason: text("reason").notNull().default(""),
    /** the photo's key in the upload store (server/uploads/store.ts: under UPLOADS_DIR or in the bucket); never served */
    photo: text("photo"),
    /** the photo's size as stored, in bytes: what counts against the user's upload quota (finding S2) */
    photoBytes: integer("photo_bytes").notNull().default(0),
    orderItemIds: jsonb("order_item_ids").$type<string[]>().notNull().default([]),
    status: text("status").notNull().default("requested"),
    /** the client's key for this request (the `idempotency-key` header): a double submit answers the same replacement */
    idempotencyKey: text("idempotency_key"),
    createdAt: createdAt(),
  },
  (t) => [index("replacements_order_idx").on(t.orderId), uniqueIndex("replacements_user_idempotency_unique").on(t.userId, t.idempotencyKey)],
);

// ───────────────────────────── subscriptions & plans ─────────────────────────────

export const subscriptions = pgTable(
  "subscriptions",
  {
    id: text("id").primaryKey(),
    userId: text("user_id").references(() => users.id),
    email: text("email").notNull(),
    /** SO | M | OT */
    type: text("type").notNull(),
    /** the sub-brand: gfb | rcb */
    subscriptionCode: text("subscription_code").notNull(),
    itemId: text("item_id").references(() => items.id),
    storeId: text("store_id").references(() => stores.id),
    styleId: text("style_id"),
    /** 0 scheduled, 1 completed, 2 canceled */
    status: integer("status").notNull().default(0),
    senderName: text("sender_name").notNull().default(""),
    recipientName: text("recipient_name").notNull().default(""),
    notes: text("notes").notNull().default(""),
    cover: text("cover"),
    earPierced: boolean("ear_pierced").notNull().default(true),
    creditCardId: text("credit_card_id"),
    isCreditCardInvalid: boolean("is_credit_card_invalid").notNull().default(false),
    /** the first order (its number is the token of the preselect flow) */
    orderId: text("order_id").references(() => orders.id),
    /** an occasion scheduler holds this M subscription's next-month charge until then (server/subscriptions/scheduler.ts) */
    renewalClaimedUntil: ts("renewal_claimed_until"),
    createdAt: createdAt(),
    /** where the boxes ship and the card's billing address (GIFT-12); the box orders copy them */
    shippingAddress: jsonb("shipping_address").$type<AddressValue>(),
    billingAddress: jsonb("billing_address").$type<AddressValue>(),
    couponCode: text("coupon_code"),
    /** the stylist picks the pieces (false) or the shopper did (GIFT-12 is_manual_pick) */
    isManualPick: boolean("is_manual_pick").notNull().default(false),
    /**
     * sha256 of the box-update token (GIFT-17): made at the purchase, mailed to the buyer with the link
     * /subscription/update/{token}; with the subscription's email it opens the item update page
     */
    updateTokenHash: text("update_token_hash"),
  },
  (t) => [
    index("subscriptions_user_idx").on(t.userId),
    index("subscriptions_email_idx").on(t.email),
    uniqueIndex("subscriptions_update_token_unique").on(t.updateTokenHash),
  ],
);

export const subscriptionOccasions = pgTable(
  "subscription_occasions",
  {
    id: text("id").primaryKey(),
    subscriptionId: text("subscription_id").notNull().references(() => subscriptions.id, { onDelete: "cascade" }),
    /** va | mo | ch | bi | an | a custom name */
    eventType: text("event_type").notNull(),
    date: date("date", { mode: "string" }).notNull(),
    /** 0 scheduled, 1 created, 2 canceled */
    status: integer("status").notNull().default(0),
    shippedDate: date("shipped_date", { mode: "string" }),
    price: integer("price").notNull(),
    discountPrice: integer("discount_price").notNull().default(0),
    preselectItems: jsonb("preselect_items").$type<{ item_id: string; variant_id: string | null; units: number }[]>().notNull().default([]),
    orderId: text("order_id").references(() => orders.id),
    /** an occasion scheduler holds this occasion until then (server/subscriptions/scheduler.ts): two processes never create its order both */
    claimedUntil: ts("claimed_until"),
  },
  (t) => [index("subscription_occasions_sub_idx").on(t.subscriptionId), index("subscription_occasions_status_date_idx").on(t.status, t.date)],
);

/**
 * Every off-session charge of a monthly (M) gift subscription after its purchase: one per month and
 * card, written before the provider is asked (server/subscriptions/renewals.ts). A refused card is not
 * asked again for that month; a new card (PUT /api/subscription/credit_card) gets one try.
 */
export const subscriptionCharges = pgTable(
  "subscription_charges",
  {
    id: text("id").primaryKey(),
    subscriptionId: text("subscription_id").notNull().references(() => subscriptions.id, { onDelete: "cascade" }),
    /** the month paid for: the date of the occasion it buys */
    period: date("period", { mode: "string" }).notNull(),
    creditCardId: text("credit_card_id").notNull(),
    amount: integer("amount").notNull(),
    /** pending | succeeded | failed */
    status: text("status").notNull().default("pending"),
    providerRef: text("provider_ref"),
    failureMessage: text("failure_message"),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("subscription_charges_period_card_unique").on(t.subscriptionId, t.period, t.creditCardId)],
);

/**
 * One gift-box purchase attempt (API-70), keyed by the checkout's idempotency key per user: claimed
 * `incomplete` before the card is charged, so a double submit finds it and never charges twice; `paid`
 * with the charge and the subscription it made; removed again when the card is refused.
 */
export const subscriptionPurchases = pgTable(
  "subscription_purchases",
  {
    id: text("id").primaryKey(),
    userId: text("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    idempotencyKey: text("idempotency_key").notNull(),
    /** a hash of the request without its card: the same key with another request is refused */
    fingerprint: text("fingerprint").notNull(),
    /** incomplete | paid */
    status: text("status").notNull(),
    amount: integer("amount").notNull(),
    provider: text("provider").notNull(),
    /** the provider's charge (payment intent) id */
    paymentRef: text("payment_ref"),
    subscriptionId: text("subscription_id").references(() => subscriptions.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("subscription_purchases_user_key_unique").on(t.userId, t.idempotencyKey), check("subscription_purchases_status", sql`${t.status} in ('incomplete', 'paid')`)],
);

export const plans = pgTable(
  "plans",
  {
    id: text("id").primaryKey(),
    /** shopper1 | shopper2 | seller1 | seller2 | ... */
    key: text("key").notNull(),
    name: text("name").notNull(),
    level: integer("level").notNull(),
    subLevel: integer("sub_level").notNull(),
    monthlyFee: integer("monthly_fee").notNull(),
    annualAvgMonthlyFee: integer("annual_avg_monthly_fee").notNull(),
    fullYearFee: integer("full_year_fee").notNull(),
    discountOff: integer("discount_off").notNull().default(0),
    returnCost: integer("return_cost").notNull().default(0),
    handlingFee: integer("handling_fee").notNull().default(0),
    minCount: integer("min_count").notNull().default(6),
    maxCount: integer("max_count").notNull().default(6),
    detail: jsonb("detail").$type<string[]>().notNull().default([]),
    /** '' for the plan page, 'gb' for box plans */
    type: text("type").notNull().default(""),
    active: boolean("active").notNull().default(true),
  },
  (t) => [uniqueIndex("plans_key_unique").on(t.key)],
);

export const userPlans = pgTable(
  "user_plans",
  {
    id: text("id").primaryKey(),
    userId: text("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    planId: text("plan_id").notNull().references(() => plans.id),
    /** month | year */
    pay: text("pay").notNull(),
    periodStart: ts("period_start").notNull(),
    periodEnd: ts("period_end").notNull(),
    nextPayment: ts("next_payment"),
    canceledAt: ts("canceled_at"),
    cancelReason: text("cancel_reason"),
    /** active | trialing | past_due (a renewal failed) | ended (replaced by a change, or over after a cancel) */
    status: text("status").notNull().default("active"),
    /** the price of one period, charged at each renewal (and at the end of a coupon's or a VIP code's free time) */
    price: integer("price").notNull().default(0),
    /** the subscription provider: test | stripe */
    provider: text("provider").notNull().default("test"),
    /** the provider's subscription (`sub_…`) */
    providerSubscriptionId: text("provider_subscription_id"),
    creditCardId: text("credit_card_id"),
    billingAddress: jsonb("billing_address").$type<Record<string, string>>(),
    /** the checkout's idempotency key: a double submit answers the same subscription */
    idempotencyKey: text("idempotency_key"),
    /** a renewal scheduler holds the renewal until then (server/plans/renewals.ts) */
    renewalClaimedUntil: ts("renewal_claimed_until"),
    createdAt: createdAt(),
  },
  (t) => [
    index("user_plans_user_idx").on(t.userId),
    uniqueIndex("user_plans_idempotency_unique").on(t.userId, t.idempotencyKey),
    uniqueIndex("user_plans_provider_sub_unique").on(t.providerSubscriptionId),
    index("user_plans_next_payment_idx").on(t.nextPayment),
  ],
);

/** Every charge of a plan: the first period, a change's difference, each renewal (once per period). */
export const planCharges = pgTable(
  "plan_charges",
  {
    id: text("id").primaryKey(),
    userPlanId: text("user_plan_id").notNull().references(() => userPlans.id, { onDelete: "cascade" }),
    /** initial | change | renewal */
    kind: text("kind").notNull(),
    amount: integer("amount").notNull(),
    /** the period this charge pays for */
    periodStart: ts("period_start").notNull(),
    /** succeeded | failed */
    status: text("status").notNull(),
    failureMessage: text("failure_message"),
    /** the provider's charge or invoice id */
    providerRef: text("provider_ref"),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("plan_charges_once_unique").on(t.userPlanId, t.kind, t.periodStart)],
);

/** Plan coupons (PLAN-10): free days before the first charge; codes stored upper-case. */
export const planCoupons = pgTable(
  "plan_coupons",
  {
    code: text("code").primaryKey(),
    freeDays: integer("free_days").notNull(),
    active: boolean("active").notNull().default(true),
  },
  (t) => [check("plan_coupons_upper", sql`${t.code} = upper(${t.code})`), check("plan_coupons_days", sql`${t.freeDays} between 1 and 366`)],
);

/** Stripe webhook events already handled, by event id: a replay is a no-op. */
export const paymentWebhookEvents = pgTable("payment_webhook_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  receivedAt: createdAt(),
});

export const vipCodes = pgTable(
  "vip_codes",
  {
    code: text("code").primaryKey(),
    planId: text("plan_id").notNull().references(() => plans.id),
    /**
     * What the code grants: the plan's fee waived for this many calendar months from the purchase,
     * whatever billing period is picked; the first charge is the period's price when they end
     * (docs/decisions.md "What a VIP code grants").
     */
    freeMonths: integer("free_months").notNull().default(1),
    active: boolean("active").notNull().default(true),
  },
  (t) => [check("vip_codes_upper", sql`${t.code} = upper(${t.code})`), check("vip_codes_months", sql`${t.freeMonths} between 1 and 12`)],
);

// ───────────────────────────── wallet & addresses ─────────────────────────────

export const creditCards = pgTable(
  "credit_cards",
  {
    id: text("id").primaryKey(),
    userId: text("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    /** the payment provider's reusable payment-method id; never a card number */
    providerToken: text("provider_token").notNull(),
    brand: text("brand").notNull(),
    lastFour: text("last_four").notNull(),
    expMonth: integer("exp_month").notNull(),
    expYear: integer("exp_year").notNull(),
    isDefault: boolean("is_default").notNull().default(false),
    isInvalid: boolean("is_invalid").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index("credit_cards_user_idx").on(t.userId)],
);

export const addresses = pgTable(
  "addresses",
  {
    id: text("id").primaryKey(),
    userId: text("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    address: text("address").notNull(),
    address2: text("address2").notNull().default(""),
    city: text("city").notNull(),
    state: text("state").notNull().default(""),
    zipCode: text("zip_code").notNull(),
    phone: text("phone").notNull(),
    country: text("country").notNull().default("US"),
    isDefault: boolean("is_default").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index("addresses_user_idx").on(t.userId)],
);

// ───────────────────────────── share carts ─────────────────────────────

export const shareCarts = pgTable("share_carts", {
  id: text("id").primaryKey(),
  storeId: text("store_id").notNull().references(() => stores.id),
  sharerUserId: text("sharer_user_id").notNull().references(() => users.id),
  message: text("message").notNull().default(""),
  cover: text("cover"),
  /** a share Get Styled Box cart (plan flow) rather than a plain shared cart */
  isBox: boolean("is_box").notNull().default(false),
  createdAt: createdAt(),
});

export const shareCartItems = pgTable(
  "share_cart_items",
  {
    id: text("id").primaryKey(),
    shareCartId: text("share_cart_id").notNull().references(() => shareCarts.id, { onDelete: "cascade" }),
    itemId: text("item_id").notNull().references(() => items.id),
    variantId: text("variant_id").references(() => variants.id),
    units: integer("units").notNull().default(1),
    position: integer("position").notNull().default(0),
  },
  (t) => [index("share_cart_items_cart_idx").on(t.shareCartId)],
);

export const shareCartViews = pgTable(
  "share_cart_views",
  {
    shareCartId: text("share_cart_id").notNull().references(() => shareCarts.id, { onDelete: "cascade" }),
    /** the random id kept in the visitor's cookie */
    visitorId: text("visitor_id").notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.shareCartId, t.visitorId] })],
);

// ───────────────────────────── preferences & notifications ─────────────────────────────

/** Size survey (`figure`) and style / store preferences. */
export const userFigures = pgTable("user_figures", {
  userId: text("user_id").primaryKey().references(() => users.id, { onDelete: "cascade" }),
  figure: jsonb("figure").$type<Record<string, unknown>>().notNull().default({}),
  preferredStyles: jsonb("preferred_styles").$type<string[]>().notNull().default([]),
  preferredStores: jsonb("preferred_stores").$type<string[]>().notNull().default([]),
  updatedAt: updatedAt(),
});

/** Back-in-stock requests. */
export const notifyRequests = pgTable(
  "notify_requests",
  {
    id: text("id").primaryKey(),
    userId: text("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    itemId: text("item_id").notNull().references(() => items.id, { onDelete: "cascade" }),
    variantId: text("variant_id").notNull().references(() => variants.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    notifiedAt: ts("notified_at"),
  },
  (t) => [uniqueIndex("notify_requests_user_variant_unique").on(t.userId, t.variantId)],
);

/** Mail the app wants sent (reset links, order confirmations); a sender drains it, tests read it. */
export const outboxMail = pgTable(
  "outbox_mail",
  {
    id: text("id").primaryKey(),
    to: text("to").notNull(),
    kind: text("kind").notNull(),
    subject: text("subject").notNull(),
    body: text("body").notNull(),
    createdAt: createdAt(),
    sentAt: ts("sent_at"),
    /** the mail sender's tries so far; a refused send is tried again at next_attempt_at (server/mail/sender.ts) */
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: ts("next_attempt_at"),
    /** a sender holds the mail until then: one killed mid-send leaves it to another after this */
    claimedUntil: ts("claimed_until"),
    lastError: text("last_error"),
  },
  (t) => [index("outbox_mail_unsent_idx").on(t.sentAt)],
);

// ───────────────────────────── the job runner ─────────────────────────────
// server/jobs/runner.ts: one row per job says when it runs next and who holds it; every run is kept.

/** A job's schedule and lease: the worker whose lease is current runs it, no other (runs never overlap). */
export const jobSchedule = pgTable("job_schedule", {
  job: text("job").primaryKey(),
  nextRunAt: ts("next_run_at").notNull().defaultNow(),
  /** the worker running it now, until lease_until; a lease past its time is free (that worker died) */
  holder: text("holder"),
  leaseUntil: ts("lease_until"),
  /** failed runs in a row: the next run waits a backoff that grows with it */
  failures: integer("failures").notNull().default(0),
});

/** Every run of every job: what an operator reads (`select * from job_runs order by started_at desc`). */
export const jobRuns = pgTable(
  "job_runs",
  {
    id: text("id").primaryKey(),
    job: text("job").notNull(),
    worker: text("worker").notNull(),
    startedAt: ts("started_at").notNull(),
    finishedAt: ts("finished_at"),
    /** what the run handled, e.g. { "sent": 3, "failed": 1 } */
    counts: jsonb("counts").$type<Record<string, number>>(),
    error: text("error"),
  },
  (t) => [index("job_runs_job_started_idx").on(t.job, t.startedAt)],
);

// ───────────────────────────── the test payment provider ─────────────────────────────
// State of the built-in stand-in for Stripe (server/payments/test-provider.ts), used when no
// STRIPE_SECRET_KEY is set. It never holds a card number or a CVC: only what Stripe would show.

/** Tokenised test cards (`tok_test_…`), reusable like a Stripe PaymentMethod. */
export const testPaymentTokens = pgTable("test_payment_tokens", {
  id: text("id").primaryKey(),
  brand: text("brand").notNull(),
  lastFour: text("last_four").notNull(),
  expMonth: integer("exp_month").notNull(),
  expYear: integer("exp_year").notNull(),
  /** what confirming a payment with this card does: succeed | decline | insufficient_funds | authenticate */
  outcome: text("outcome").notNull(),
  /** who tokenised it when signed in: only they may pay with it or save it; a guest's token pays for one order */
  userId: text("user_id").references(() => users.id),
  createdAt: createdAt(),
});

/** Test payment intents (`pi_test_…`); the amount never changes once created. */
export const testPaymentIntents = pgTable(
  "test_payment_intents",
  {
    id: text("id").primaryKey(),
    clientSecret: text("client_secret").notNull(),
    amount: integer("amount").notNull(),
    currency: text("currency").notNull(),
    tokenId: text("token_id").notNull().references(() => testPaymentTokens.id),
    /** requires_confirmation | requires_action | succeeded | failed | canceled */
    status: text("status").notNull(),
    failureMessage: text("failure_message"),
    /** metadata: the order this pays for */
    orderId: text("order_id"),
    /** the caller's idempotency key: a retried create answers the same intent */
    idempotencyKey: text("idempotency_key").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("test_payment_intents_idempotency_unique").on(t.idempotencyKey), check("test_payment_intents_amount_positive", sql`${t.amount} > 0`)],
);

/** Money given back through the payment provider (a pre-sale cancel); never more than the order's payment in total. */
export const refunds = pgTable(
  "refunds",
  {
    id: text("id").primaryKey(),
    orderId: text("order_id").notNull().references(() => orders.id),
    provider: text("provider").notNull(),
    /** the provider's refund id (`re_…`); null until the provider accepted it (a failed call is retried with this row's id as its key) */
    refundId: text("refund_id"),
    amount: integer("amount").notNull(),
    reason: text("reason").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("refunds_order_idx").on(t.orderId), check("refunds_amount_positive", sql`${t.amount} > 0`)],
);

/** The style images and stores/brands the My Measurements surveys offer (GET /api/user/preference/options). */
export const preferenceOptions = pgTable(
  "preference_options",
  {
    /** preferred-styles | preferred-stores */
    groupId: text("group_id").notNull(),
    value: text("value").notNull(),
    label: text("label").notNull(),
    image: text("image").notNull(),
    /** f | m, '' for both */
    gender: text("gender").notNull().default(""),
    position: integer("position").notNull(),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.value] })],
);

/**
 * Rate-limit counts (server/auth/rate-limit.ts), in the database so every server process on one
 * PostgreSQL counts against the same limit. One row per (limiter, key) and fixed window: a hit is one
 * upsert that starts a new window when the old one has ended. Ended windows are swept now and then.
 */
export const rateLimitHits = pgTable(
  "rate_limit_hits",
  {
    /** which limit (e.g. `sign-in-client`) */
    limiter: text("limiter").notNull(),
    /** what it counts: a client address, an email, a pair of them */
    key: text("key").notNull(),
    count: integer("count").notNull(),
    resetsAt: ts("resets_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.limiter, t.key] }), index("rate_limit_hits_resets_at_idx").on(t.resetsAt)],
);

/**
 * Data deletion requests (MISC-02, API-14: Google Play's account deletion). The row proves the request was
 * made and done; it keeps the (anonymised) user's id, which the kept orders also carry, and no email.
 */
export const dataDeletionRequests = pgTable("data_deletion_requests", {
  id: text("id").primaryKey(),
  userId: text("user_id").notNull(),
  /** where the request came from: `google_play` */
  source: text("source").notNull(),
  requestedAt: ts("requested_at").notNull(),
  completedAt: ts("completed_at"),
});
