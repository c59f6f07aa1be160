/**
 * Gift subscriptions as the purchase leaves them (POST /api/subscription is another module's): the
 * subscription with its saved card and its occasions (status 0, per-box price and picks), written
 * straight to the database so the account and scheduler tests do not depend on the purchase path.
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { CreditCardList } from "@/lib/api/schemas/checkout";
import * as t from "@/server/db/schema";
import { data, type TestApi } from "./helpers";
import { CARDS, TOTE } from "./orders-support";
import { cardToken } from "./plans-support";

/** Saves a test card for the shopper (API-16) and answers its id. */
export async function savedCard(api: TestApi, headers: Record<string, string>, number: string = CARDS.visa): Promise<string> {
  const token = await cardToken(api, headers, number);
  const cards = await data(await api.post("/api/users/credit_cards/", { token }, headers), CreditCardList);
  return cards.find((c) => c.last_four === number.replace(/\s+/g, "").slice(-4))!._id;
}

export interface OccasionSeed {
  date: string;
  status?: number;
  price?: number;
  discountPrice?: number;
  eventType?: string;
}

export async function giftSubscription(
  api: TestApi,
  owner: { userId: string; email: string },
  options: { type?: "SO" | "M" | "OT"; cardId?: string | null; occasions: OccasionSeed[]; invalidCard?: boolean; createdAt?: Date },
) {
  const id = randomUUID();
  await api.db.insert(t.subscriptions).values({
    id,
    userId: owner.userId,
    email: owner.email,
    type: options.type ?? "SO",
    subscriptionCode: options.type === "M" ? "rcb" : "gfb",
    itemId: TOTE.item_id,
    storeId: TOTE.store_id,
    recipientName: "Grace",
    senderName: "Ada",
    notes: "With love",
    creditCardId: options.cardId ?? null,
    isCreditCardInvalid: options.invalidCard ?? false,
    ...(options.createdAt ? { createdAt: options.createdAt } : {}),
  });
  const occasions = options.occasions.map((o, i) => ({
    id: randomUUID(),
    subscriptionId: id,
    eventType: o.eventType ?? ["va", "mo", "ch", "bi", "an"][i % 5]!,
    date: o.date,
    status: o.status ?? 0,
    price: o.price ?? 2999,
    discountPrice: o.discountPrice ?? 500,
    preselectItems: [{ item_id: TOTE.item_id, variant_id: TOTE.variant_id, units: 1 }],
  }));
  if (occasions.length) await api.db.insert(t.subscriptionOccasions).values(occasions);
  return { id, occasionIds: occasions.map((o) => o.id) };
}

export const occasionsOf = (api: TestApi, subscriptionId: string) =>
  api.db.select().from(t.subscriptionOccasions).where(eq(t.subscriptionOccasions.subscriptionId, subscriptionId)).orderBy(t.subscriptionOccasions.date);

export const subscriptionRow = async (api: TestApi, id: string) => (await api.db.select().from(t.subscriptions).where(eq(t.subscriptions.id, id)))[0]!;
