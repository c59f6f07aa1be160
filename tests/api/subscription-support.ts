/** Shared set-up for the gift-box API tests: a purchase body for each type and the rows a user's purchase wrote. */
import { randomUUID } from "node:crypto";
import { eq, inArray } from "drizzle-orm";
import { IDEMPOTENCY_HEADER } from "@/lib/api/schemas/checkout";
import type { SubscriptionPurchaseRequest } from "@/lib/api/schemas/subscription";
import * as t from "@/server/db/schema";
import type { TestApi } from "./helpers";
import { ADDRESS } from "./orders-support";

export const DEMO_STORE = "store-demo";

/** The clock of these tests: 10 March 2026, so the earliest occasion date (7 buffer days) is 17 March. */
export const SO_OCCASIONS = [
  { event_type: "va", date: "2027-02-14" },
  { event_type: "mo", date: "2026-05-09" },
  { event_type: "ch", date: "2026-12-25" },
  { event_type: "bi", date: "2026-07-01" },
  { event_type: "Our anniversary", date: "2026-09-30" },
];

export const giftBody = (overrides: Partial<SubscriptionPurchaseRequest>): SubscriptionPurchaseRequest => ({
  item_id: "gift-gfb-so-2",
  store_id: DEMO_STORE,
  style_id: "classic",
  shipping_address: ADDRESS,
  billing_address: ADDRESS,
  sender_name: "Ada",
  recipient_name: "Grace",
  ear_pierced: true,
  occasions: SO_OCCASIONS,
  preselect_items: [],
  ...overrides,
});

export const giftKey = () => ({ [IDEMPOTENCY_HEADER]: `gift-${randomUUID()}` });

export async function subscriptionsOf(api: TestApi, userId: string) {
  const subs = await api.db.select().from(t.subscriptions).where(eq(t.subscriptions.userId, userId));
  const occasions = subs.length ? await api.db.select().from(t.subscriptionOccasions).where(inArray(t.subscriptionOccasions.subscriptionId, subs.map((s) => s.id))) : [];
  return { subs, occasions };
}

/** The succeeded test charges made for a user's cards. */
export async function giftChargesOf(api: TestApi, userId: string) {
  const rows = await api.db
    .select({ intent: t.testPaymentIntents })
    .from(t.testPaymentIntents)
    .innerJoin(t.testPaymentTokens, eq(t.testPaymentTokens.id, t.testPaymentIntents.tokenId))
    .where(eq(t.testPaymentTokens.userId, userId));
  return rows.map((r) => r.intent).filter((i) => i.status === "succeeded");
}
