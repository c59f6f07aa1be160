/** Shared pieces of the order and payment API tests: a shopper, a card, the create → pay → confirm steps. */
import { randomUUID } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { ConfirmedOrder, CreatedOrder, IDEMPOTENCY_HEADER, TestCardToken, TestIntent, type CreateOrderRequest } from "@/lib/api/schemas/checkout";
import { hashToken } from "@/server/auth/session";
import * as t from "@/server/db/schema";
import { data, type TestApi } from "./helpers";

export const DEMO = "store-demo";
/** Canvas Market Tote, one variant, stock 8, $38.00. */
export const TOTE = { item_id: "itm-037", store_id: DEMO, variant_id: "itm-037-cream" };
export const ADDRESS = { name: "Ada Shopper", address: "1 Main St", address2: "", city: "Springfield", state: "IL", zip_code: "62701", phone: "2175550100" };

export const CARDS = {
  visa: "4242 4242 4242 4242",
  mastercard: "5555 5555 5555 4444",
  declined: "4000 0000 0000 0002",
  insufficient: "4000 0000 0000 9995",
  threeDs: "4000 0025 0000 3155",
} as const;

export const FUTURE_YEAR = new Date().getUTCFullYear() + 3;

/** A guest order for one tote, paid with `token`; override what a test is about. */
export function orderBody(token: string | undefined, overrides: Partial<CreateOrderRequest> = {}): CreateOrderRequest {
  return {
    items: [{ cart_item_id: "1", ...TOTE, units: 1 }],
    email: "guest@example.com",
    shipping_address: ADDRESS,
    shipping_method_id: "basic-shipping",
    ...(token ? { credit_card_token: token } : {}),
    ...overrides,
  };
}

/** Order mails go to a temporary folder for the file's tests (never SMTP, never the dev outbox). */
export function withTempOutbox(): void {
  let dir = "";
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), "orders-outbox-"));
    process.env.MAIL_OUTBOX_DIR = dir;
    delete process.env.SMTP_URL;
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));
}

export const newKey = () => `attempt-${randomUUID()}`;

export function orderSteps(api: TestApi) {
  const send = (path: string, body: unknown, headers: Record<string, string> = {}) => api.post(path, body, headers);

  return {
    send,
    async token(number: string = CARDS.visa, exp: { exp_month?: number; exp_year?: number; cvc?: string } = {}) {
      const body = { number, exp_month: exp.exp_month ?? 12, exp_year: exp.exp_year ?? FUTURE_YEAR, cvc: exp.cvc ?? "123" };
      return (await data(await send("/api/payments/test/tokens", body), TestCardToken)).id;
    },
    create: (body: CreateOrderRequest, key = newKey(), headers: Record<string, string> = {}) => send("/api/order", body, { [IDEMPOTENCY_HEADER]: key, ...headers }),
    async created(body: CreateOrderRequest, key = newKey(), headers: Record<string, string> = {}) {
      return data(await send("/api/order", body, { [IDEMPOTENCY_HEADER]: key, ...headers }), CreatedOrder);
    },
    /** What the browser does with the provider: confirm the intent named in the client secret. */
    pay: (clientSecret: string, action?: "approve" | "deny") => send(`/api/payments/test/intents/${clientSecret.split("_secret_")[0]}/confirm`, { client_secret: clientSecret, action }),
    async paid(clientSecret: string, action?: "approve" | "deny") {
      return data(await send(`/api/payments/test/intents/${clientSecret.split("_secret_")[0]}/confirm`, { client_secret: clientSecret, action }), TestIntent);
    },
    confirm: (id: string, clientSecret: string) => send("/api/order/confirm", { id, client_secret: clientSecret }),
    async confirmed(id: string, clientSecret: string) {
      return data(await send("/api/order/confirm", { id, client_secret: clientSecret }), ConfirmedOrder);
    },
  };
}

export async function stockOf(api: TestApi, variantId: string): Promise<number> {
  const [row] = await api.db.select({ stock: t.variants.stock }).from(t.variants).where(eq(t.variants.id, variantId));
  return row!.stock;
}

export async function setStock(api: TestApi, variantId: string, stock: number): Promise<void> {
  await api.db.update(t.variants).set({ stock }).where(eq(t.variants.id, variantId));
}

/** A new signed-in shopper (with `blings` cents to spend) and their session header. */
export async function signedInShopper(api: TestApi, blings = 0): Promise<{ userId: string; email: string; headers: Record<string, string> }> {
  const userId = randomUUID();
  const email = `${userId}@example.com`;
  await api.db.insert(t.users).values({ id: userId, email, userName: `u${userId.slice(0, 8)}`, openId: `open-${userId}`, blings });
  const token = `test-${randomUUID()}`;
  await api.db.insert(t.sessions).values({ id: randomUUID(), userId, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + 3_600_000) });
  return { userId, email, headers: { "x-access-token": token } };
}

export async function ordersWithKey(api: TestApi, key: string) {
  return api.db.select().from(t.orders).where(eq(t.orders.idempotencyKey, key));
}
