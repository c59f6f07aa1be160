/**
 * Input hardening of the embedded API (security review, issue 9): every malformed input is a 4xx
 * with a reason, never a 500 (M6); bodies and strings are bounded (M4).
 *
 * The sweeping tests walk every POST/PUT/PATCH route of /api/openapi.json with a plausible body and spoil
 * one field at a time, so a route or field added later is covered by adding its sample here.
 */
import { randomUUID } from "node:crypto";
import { z } from "zod";
import { IDEMPOTENCY_HEADER, SavedAddressList } from "@/lib/api/schemas/checkout";
import { ServerCart } from "@/lib/api/schemas/user";
import * as t from "@/server/db/schema";
import { fakeIdToken, fakeVerifier, signUpBody } from "./auth-fakes";
import { data, failure, fileTestApi } from "./helpers";
import { ADDRESS, DEMO, orderBody, signedInShopper } from "./orders-support";

const ADMIN = { authorization: "Bearer security-input-admin-token" };
const api = fileTestApi({ verifyProviderToken: fakeVerifier, adminApiToken: ADMIN.authorization.slice("Bearer ".length) });

/** Each request comes from its own client, so per-client limits never answer instead of validation. */
let clients = 0;
const nextClient = () => `2001:db8::${(++clients).toString(16)}`;

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
interface Sample {
  path: string;
  body?: Json;
  headers?: Record<string, string>;
}

const TEE = { item_id: "itm-014", store_id: DEMO, variant_id: "itm-014-white-m" };
const BUNDLE = [{ item_id: "itm-022", variant_id: "itm-022-denim-28" }];
const LINE = { cart_item_id: "line-1", ...TEE, units: 1, seen_price: 2800, bundle: BUNDLE };
const FULL_ADDRESS = { ...ADDRESS, country: "US" };

const shopper = async () => (await signedInShopper(api)).headers;
/** The demo store's owner (the store tools' calls are theirs only). */
const storeOwner = async () => {
  const response = await api.post("/api/users/authenticate/", { email: "stylist@example.com", password: "stylist123" }, { "x-forwarded-for": nextClient() });
  return { "x-access-token": ((await response.json()) as { data: { token: string } }).data.token };
};

/** A plausible request for every POST, PUT and PATCH route (keyed as in the OpenAPI document). */
const SAMPLES: Record<string, () => Promise<Sample>> = {
  "POST /api/store/{id}/items": async () => ({
    path: `/api/store/${DEMO}/items?page=1&limit=10`,
    body: { show_gold_box_history: false, must_in_stock: true, sort: "price", sort_dir: "asc", must_categories: ["cat-demo-tops"] },
  }),
  // the query is the request; the recommendations read no body
  // A multipart form, not JSON: its NUL, length and size checks are in tests/api/store-create.test.ts.
  "POST /api/store/create": async () => ({ path: "/api/store/create", headers: await shopper() }),
  "POST /api/cart/calc": async () => ({
    path: "/api/cart/calc",
    body: {
      items: [LINE],
      coupon_codes: [{ store_id: DEMO, coupon_code: "WELCOME15" }],
      blings: 0,
      email: "someone@example.com",
      shipping_address: FULL_ADDRESS,
      shipping_method_id: "basic-shipping",
      sharecart: false,
    },
  }),
  "POST /api/users": async () => ({
    path: "/api/users",
    // the stylist sign-up: every field the route reads
    body: signUpBody({ email: `${randomUUID()}@example.com`, user_name: `n${randomUUID().slice(0, 8)}`, code: "demo", firstname: "Ada", lastname: "Lovelace", phone: "2175550100", is_share_public: true, type: "seller", vip_code: "VIPSTYLE" }),
  }),
  "POST /api/users/signup_guide": async () => ({ path: "/api/users/signup_guide", body: { email: "shopper@example.com" } }),
  "POST /api/users/authenticate": async () => ({ path: "/api/users/authenticate", body: { email: "shopper@example.com", password: "shopper123" } }),
  "POST /api/Users/Forgot_Password": async () => ({ path: "/api/Users/Forgot_Password", body: { email: "shopper@example.com" } }),
  // API-14 reads no body: the token says whose data goes
  "POST /api/google/deletion": async () => ({ path: "/api/google/deletion", headers: await shopper() }),
  // the code is the path; the route reads no body
  "POST /api/users/confirm_email/validate/{code}": async () => ({ path: "/api/users/confirm_email/validate/a-code-from-a-mail" }),
  "POST /api/users/reset_password": async () => ({ path: "/api/users/reset_password", body: { token: "a-reset-token-from-a-mail", password: "newpass12" } }),
  "PUT /api/user": async () => ({ path: "/api/user", body: { user_name: `r${randomUUID().slice(0, 8)}` }, headers: await shopper() }),
  "POST /api/user/connect_social": async () => ({ path: "/api/user/connect_social", body: { token: fakeIdToken("google.com", randomUUID(), "x@example.com") }, headers: await shopper() }),
  "POST /api/user/sign_out": async () => ({ path: "/api/user/sign_out", headers: await shopper() }),
  "POST /api/cart": async () => ({ path: "/api/cart", body: { ...TEE, units: 1, seen_price: 2800, bundle: BUNDLE }, headers: await shopper() }),
  "POST /api/cart/merge": async () => ({ path: "/api/cart/merge", body: { items: [{ ...LINE, cart_item_id: randomUUID() }] }, headers: await shopper() }),
  "PUT /api/cart/{cart_item_id}": async () => {
    const headers = await shopper();
    const cart = await data(await api.post("/api/cart", { ...TEE, units: 1 }, headers), ServerCart);
    return { path: `/api/cart/${cart.items[0]!.cart_item_id}`, body: { units: 2, variant_id: "itm-014-white-l", bundle: BUNDLE, seen_price: 2800 }, headers };
  },
  "POST /api/order": async () => ({
    path: "/api/order",
    body: { ...orderBody("tok_test_visa"), coupon_codes: [{ store_id: DEMO, coupon_code: "WELCOME15" }], invite_user_name: "demo", share_cart_id: "share-demo-weekend", billing_address: FULL_ADDRESS, expected_total: 4000, blings: 0 },
    headers: { [IDEMPOTENCY_HEADER]: `attempt-${randomUUID()}` },
  }),
  "POST /api/order/confirm": async () => ({ path: "/api/order/confirm", body: { id: "order-1", client_secret: "pi_test_1_secret_abc" } }),
  "POST /api/order/detail": async () => ({ path: "/api/order/detail", body: { email: "repeat@example.com", number: "100001" } }),
  "POST /api/payments/test/tokens": async () => ({ path: "/api/payments/test/tokens", body: { number: "4242 4242 4242 4242", exp_month: 12, exp_year: 2030, cvc: "123" } }),
  "POST /api/payments/test/intents/{id}/confirm": async () => ({ path: "/api/payments/test/intents/pi_test_1/confirm", body: { client_secret: "pi_test_1_secret_abc", action: "approve" } }),
  "POST /api/users/credit_cards": async () => ({ path: "/api/users/credit_cards", body: { token: "tok_test_visa", is_default: true }, headers: await shopper() }),
  "PUT /api/users/credit_cards": async () => ({ path: "/api/users/credit_cards", body: { id: "card-1" }, headers: await shopper() }),
  "POST /api/users/shipping_address": async () => ({ path: "/api/users/shipping_address", body: { ...FULL_ADDRESS, is_default: true }, headers: await shopper() }),
  "PUT /api/users/shipping_address/{id}": async () => {
    const headers = await shopper();
    const [saved] = await data(await api.post("/api/users/shipping_address", FULL_ADDRESS, headers), SavedAddressList);
    return { path: `/api/users/shipping_address/${saved!._id}`, body: { ...FULL_ADDRESS, is_default: true }, headers };
  },
  "POST /api/sharecart/{id}/views": async () => ({ path: "/api/sharecart/share-demo-weekend/views", body: { visitor_id: randomUUID() } }),
  "POST /api/items/notify_me": async () => ({ path: "/api/items/notify_me", body: { item_id: "itm-037", variant_id: "itm-037-cream" }, headers: await shopper() }),
  "POST /api/return": async () => ({
    path: "/api/return",
    body: { order_id: "order-history-1", items: [{ order_item_id: "order-history-1-item-1", units: 1 }], reason: "Size" },
    headers: { ...(await shopper()), [IDEMPOTENCY_HEADER]: `return-${randomUUID()}` },
  }),
  "PUT /api/preorder/cancel": async () => ({ path: "/api/preorder/cancel", body: { order_id: "order-history-3", reason: "Price" }, headers: await shopper() }),
  // the occasion id is in the query (a NUL or an overlong one there: tests/api/subscription-account.test.ts)
  "POST /api/subscription/auto_pick": async () => ({
    path: "/api/subscription/auto_pick",
    body: { email: "shopper@example.com", item_id: "gift-gfb-so-2", style_id: "classic", ear_pierced: true },
  }),
  "POST /api/subscription/validate": async () => ({ path: "/api/subscription/validate", body: { email: "repeat@example.com", token: "DEMO-GIFT-BOX-0001" } }),
  "POST /api/subscription/preselect": async () => ({
    path: "/api/subscription/preselect",
    body: { email: "repeat@example.com", token: "DEMO-GIFT-BOX-0001", preselect_items: [{ item_id: "itm-042", units: 1, variant_id: "itm-042-gold" }, { item_id: "itm-041", units: 1, variant_id: "itm-041-gold" }] },
  }),
  "POST /api/subscription/items/{subId}/{styleId}": async () => ({ path: "/api/subscription/items/gfb/classic?limit=60&pageno=1", body: { email: "shopper@example.com" } }),
  "POST /api/subscription": async () => ({
    path: "/api/subscription",
    body: {
      item_id: "gift-gfb-so-2",
      store_id: "store-demo",
      style_id: "classic",
      shipping_address: FULL_ADDRESS,
      billing_address: FULL_ADDRESS,
      coupon_code: "STYLE10",
      sender_name: "Ada",
      recipient_name: "Grace",
      occasions: [{ event_type: "Our anniversary", date: "2027-09-30" }],
      preselect_items: [{ item_id: "itm-041", units: 1, size: "M" }],
      credit_card_token: "tok_test_visa",
    },
    headers: { ...(await shopper()), [IDEMPOTENCY_HEADER]: `gift-${randomUUID()}` },
  }),
  "PUT /api/subscription/cancel_occasion": async () => ({ path: "/api/subscription/cancel_occasion?id=occ-seed-pack-3", headers: await shopper() }),
  "POST /api/subscription/update_link": async () => ({ path: "/api/subscription/update_link", body: { id: "sub-seed-pack" }, headers: await shopper() }),
  "PUT /api/subscription/credit_card": async () => ({ path: "/api/subscription/credit_card", body: { id: "sub-seed-pack", credit_card_id: "card-1" }, headers: await shopper() }),
  // A multipart form, not JSON: its NUL and length checks are in tests/api/replacement.test.ts.
  "POST /api/replacement": async () => ({ path: "/api/replacement", headers: await shopper() }),
  "PUT /api/users/figure": async () => ({
    path: "/api/users/figure",
    body: { gender: "F", "height-ft": 5, "height-in": 6, fits: "standard", shirt: ["s", "m"], dress: ["m"], jean: ["m"], shoes: ["s"] },
    headers: await shopper(),
  }),
  "POST /api/items": async () => ({
    path: "/api/items?type=my_box_s3_web",
    body: { page: 1, limit: 24, keyword: "dress", sort: "newest", min: 0, max: 30000, sizes: ["M"], colors: ["Black"], must_brands: ["brand-aurelia"], must_categories: ["box-dresses"] },
    headers: await shopper(),
  }),
  "POST /api/plan/calc": async () => ({ path: "/api/plan/calc", body: { plan_id: "seller1", pay: "month", coupon: "FREE30" }, headers: await shopper() }),
  "POST /api/plan/checkout": async () => ({
    path: "/api/plan/checkout",
    body: { plan_id: "seller1", pay: "year", billing_address: { ...ADDRESS, state: "IL" }, credit_card_id: "card-1", coupon: "FREE30", agree_terms: true },
    headers: { ...(await shopper()), [IDEMPOTENCY_HEADER]: `plan-${randomUUID()}` },
  }),
  "POST /api/plan/cancel": async () => ({ path: "/api/plan/cancel", body: { reason: "Other (please specify)", other: "Moving abroad" }, headers: await shopper() }),
  "POST /api/user/vip_code": async () => ({ path: "/api/user/vip_code", body: { vip_code: "VIPSTYLE", user_name: "demo" }, headers: await shopper() }),
  "POST /api/goldcart/bulk": async () => ({ path: "/api/goldcart/bulk", body: { items: [{ id: "gsb-001", variant_id: "gsb-001-grey-m" }] }, headers: await shopper() }),
  "POST /api/sharebox/booking": async () => ({
    path: "/api/sharebox/booking",
    body: { stylist_user_name: "marcus", addresses: { shipping: FULL_ADDRESS, billing: FULL_ADDRESS }, plan_pay: "month", card: { token: "tok_test_visa" } },
    headers: { ...(await shopper()), [IDEMPOTENCY_HEADER]: `booking-${randomUUID()}` },
  }),
  "POST /api/goldbox/order": async () => ({
    path: "/api/goldbox/order",
    body: {
      shipping_address_id: "address-1",
      shipping_address: FULL_ADDRESS,
      billing_address: FULL_ADDRESS,
      credit_card_id: "card-1",
      credit_card_token: "tok_test_visa",
      coupon_code: "FREE30",
      vip_code: "VIPSTYLE",
      plan_id: "seller1",
      plan_pay: "month",
      blings: 0,
      shipping_method_id: "basic-shipping",
      agree_terms: true,
    },
    headers: { ...(await shopper()), [IDEMPOTENCY_HEADER]: `box-${randomUUID()}` },
  }),
  // the store tools (TOOLS-05/06): only spoiled copies are sent, so the demo store keeps its items
  "PUT /api/store/items": async () => ({ path: "/api/store/items", body: { items: ["itm-014", "itm-030"] }, headers: await storeOwner() }),
  "PUT /api/store/rearrange": async () => ({ path: "/api/store/rearrange", body: { items: ["itm-014", "itm-030"] }, headers: await storeOwner() }),
  // Stripe's raw, signed body: no JSON schema reads it (server/plans/webhook.ts verifies the signature first).
  "POST /api/payments/stripe/webhook": async () => ({ path: "/api/payments/stripe/webhook" }),
  "PATCH /api/admin/items/{item_id}/variants/{variant_id}": async () => ({
    path: "/api/admin/items/itm-062/variants/itm-062-cobalt",
    body: { price: 11000, retail_price: 11000, compare_at_price: 14000, stock: 3 },
    headers: ADMIN,
  }),
};

type Leaf = { path: (string | number)[]; value: string | number };

function leaves(value: Json, path: (string | number)[] = []): Leaf[] {
  if (typeof value === "string" || typeof value === "number") return [{ path, value }];
  if (Array.isArray(value)) return value.flatMap((item, i) => leaves(item, [...path, i]));
  if (value && typeof value === "object") return Object.entries(value).flatMap(([key, item]) => leaves(item, [...path, key]));
  return [];
}

function withLeaf(body: Json, path: (string | number)[], value: Json): Json {
  const copy = structuredClone(body) as Record<string | number, Json>;
  let at = copy;
  for (const key of path.slice(0, -1)) at = at[key] as Record<string | number, Json>;
  at[path[path.length - 1]!] = value;
  return copy;
}

function send(method: string, sample: Sample, body: Json): Promise<Response> {
  return Promise.resolve(
    api.app.request(sample.path, {
      method,
      headers: { "content-type": "application/json", "x-forwarded-for": nextClient(), ...sample.headers },
      body: JSON.stringify(body),
    }),
  );
}

/** Sends each route's sample with one leaf spoiled at a time; returns what did not answer 400. */
async function spoilEach(kind: "string" | "number", spoil: (value: string | number) => Json): Promise<string[]> {
  const wrong: string[] = [];
  for (const [route, sample] of Object.entries(SAMPLES)) {
    const method = route.split(" ")[0]!;
    const base = await sample();
    for (const leaf of leaves(base.body ?? null).filter((l) => typeof l.value === kind)) {
      const fresh = await sample();
      const response = await send(method, fresh, withLeaf(fresh.body!, leaf.path, spoil(leaf.value)));
      const body = (await response.json()) as { message?: string };
      if (response.status !== 400) wrong.push(`${route} ${leaf.path.join(".")}: ${response.status} ${body.message}`);
    }
  }
  return wrong;
}

describe("every POST, PUT and PATCH route", () => {
  it("M6: has a plausible sample here (so the sweeps below cover it)", async () => {
    const doc = (await (await api.get("/api/openapi.json")).json()) as { paths: Record<string, Record<string, unknown>> };
    const writes = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.keys(ops)
        .filter((m) => m === "post" || m === "put" || m === "patch")
        .map((m) => `${m.toUpperCase()} ${path}`),
    );
    expect(Object.keys(SAMPLES).sort()).toEqual(writes.sort());
  });

  it("M6: a NUL character in any string field answers 400, never 500", async () => {
    expect(await spoilEach("string", (value) => `${value}\u0000`)).toEqual([]);
  }, 120_000);

  it("M6: the request schemas themselves refuse a NUL in each string field, at that field (not only the net)", async () => {
    const bodySchemas = new Map<string, z.ZodType>();
    for (const d of api.app.openAPIRegistry.definitions) {
      const media = d.type === "route" ? d.route.request?.body?.content["application/json"] : undefined;
      const schema = media && "schema" in media ? media.schema : undefined;
      if (d.type === "route" && schema instanceof z.ZodType) bodySchemas.set(`${d.route.method.toUpperCase()} /api${d.route.path}`, schema);
    }
    const accepted: string[] = [];
    for (const [route, sample] of Object.entries(SAMPLES)) {
      const { body } = await sample();
      if (body === undefined) continue;
      const schema = bodySchemas.get(route);
      expect(schema, route).toBeDefined();
      for (const leaf of leaves(body).filter((l) => typeof l.value === "string")) {
        const result = schema!.safeParse(withLeaf(body, leaf.path, `${leaf.value}\u0000`));
        const atLeaf = result.error?.issues.some((issue) => issue.path.join(".") === leaf.path.join("."));
        if (!atLeaf) accepted.push(`${route} ${leaf.path.join(".")}`);
      }
    }
    expect(accepted).toEqual([]);
  });

  it("M4: a string longer than its field's cap answers 400 (nothing unbounded is stored)", async () => {
    expect(await spoilEach("string", () => "x".repeat(20_000))).toEqual([]);
  }, 120_000);

  it("M6: an integer beyond what the database holds (2^31) answers 400, never 500", async () => {
    expect(await spoilEach("number", () => 2 ** 31)).toEqual([]);
  }, 120_000);
});

describe("M6: the NUL safety net answers 400 where no schema reads the NUL", () => {
  it("M6: a NUL in a JSON field no schema knows answers 400", async () => {
    const response = await api.post("/api/users/signup_guide", { email: "shopper@example.com", note: "a\u0000b" });
    expect((await failure(response, 400)).message).toMatch(/NUL/);
  });

  it("M6: a NUL in a JSON key answers 400", async () => {
    const response = await api.post("/api/users/signup_guide", { email: "shopper@example.com", "no\u0000te": 1 });
    expect((await failure(response, 400)).message).toMatch(/NUL/);
  });

  it("M6: a NUL in the query string or the path answers 400", async () => {
    expect((await failure(await api.get("/api/banners?x=%00"), 400)).message).toMatch(/NUL/);
    expect((await failure(await api.get("/api/shop/demo%00"), 400)).message).toMatch(/NUL/);
    expect((await failure(await api.get("/api/sharecart/share-demo-weekend%00/info"), 400)).message).toMatch(/NUL/);
  });

  it("M6: an escaped backslash before u0000 is ordinary text, not a NUL", async () => {
    const response = await api.post("/api/users/signup_guide", { email: "shopper@example.com", note: "C:\\u0000" });
    expect(response.status).toBe(200);
  });
});

describe("M4: request bodies are capped at 1 MiB", () => {
  const big = JSON.stringify({ email: "shopper@example.com", note: "x".repeat(1024 * 1024) });

  it("M4: a declared Content-Length over the cap answers 413", async () => {
    const response = await api.post("/api/users/signup_guide", big, { "content-length": String(Buffer.byteLength(big)) });
    expect((await failure(response, 413)).message).toMatch(/too large/i);
  });

  it("M4: a chunked body without Content-Length answers 413 once it passes the cap", async () => {
    const bytes = new TextEncoder().encode(big);
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < bytes.length; i += 64 * 1024) controller.enqueue(bytes.slice(i, i + 64 * 1024));
        controller.close();
      },
    });
    const response = await api.app.request("/api/users/signup_guide", {
      method: "POST",
      headers: { "content-type": "application/json", "transfer-encoding": "chunked" },
      body: stream,
      duplex: "half",
    } as RequestInit);
    expect((await failure(response, 413)).message).toMatch(/too large/i);
  });

  it("M4: a body under the cap is read as usual", async () => {
    const response = await api.post("/api/users/signup_guide", { email: "shopper@example.com", note: "x".repeat(1000) });
    expect(response.status).toBe(200);
  });
});

describe("M4: the saved-address book stores bounded fields", () => {
  it("M4: a 5 MiB country is refused, not stored and sent back on every list", async () => {
    const headers = await shopper();
    const response = await api.post("/api/users/shipping_address", { ...FULL_ADDRESS, country: "U".repeat(5 * 1024 * 1024) }, headers);
    expect(response.status).toBe(413);
    const tooLong = await api.post("/api/users/shipping_address", { ...FULL_ADDRESS, country: "U".repeat(1000) }, headers);
    expect((await failure(tooLong, 400)).message).toMatch(/country/);
    const rows = await api.db.select({ country: t.addresses.country }).from(t.addresses);
    expect(rows.every((row) => row.country.length <= 60)).toBe(true);
  });
});

describe("L6: signed-in and write answers are never cached", () => {
  it("L6: GET /api/user and a cart read with a session answer Cache-Control: no-store", async () => {
    const headers = await shopper();
    for (const path of ["/api/user", "/api/cart"]) {
      const response = await api.get(path, headers);
      expect(response.status).toBe(200);
      expect(response.headers.get("cache-control")).toBe("no-store");
    }
  });

  it("L6: the session cookie counts as a session, and refusals of a session are no-store too", async () => {
    const { "x-access-token": token } = await shopper();
    expect((await api.get("/api/user", { cookie: `sf_session=${token}` })).headers.get("cache-control")).toBe("no-store");
    expect((await api.get("/api/user", { "x-access-token": "expired-or-unknown" })).headers.get("cache-control")).toBe("no-store");
  });

  it("L6: every write answers no-store, the sign-in that hands out a token among them", async () => {
    const signIn = await api.post("/api/users/authenticate", { email: "shopper@example.com", password: "shopper123" });
    expect(signIn.status).toBe(200);
    expect(signIn.headers.get("cache-control")).toBe("no-store");
    expect((await api.post("/api/cart/calc", { items: [] })).headers.get("cache-control")).toBe("no-store");
  });

  it("L6: a public catalogue read without a session keeps its own headers", async () => {
    expect((await api.get("/api/banners")).headers.get("cache-control")).not.toBe("no-store");
  });
});
