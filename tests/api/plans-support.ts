/** Shared set-up for the plan API tests: a movable clock, shoppers with long sessions, test cards, checkout bodies. */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { IDEMPOTENCY_HEADER, TestCardToken } from "@/lib/api/schemas/checkout";
import type { PlanCheckoutRequest } from "@/lib/api/schemas/plan";
import { hashToken } from "@/server/auth/session";
import * as t from "@/server/db/schema";
import { data, type TestApi } from "./helpers";
import { ADDRESS, CARDS, FUTURE_YEAR } from "./orders-support";

export const DAY = 24 * 60 * 60 * 1000;

/** The app's clock for a test file: `clock.at` moves it. */
export function movableClock(start = new Date("2026-03-10T12:00:00Z")) {
  const clock = { at: start, now: () => clock.at, advance: (days: number) => (clock.at = new Date(clock.at.getTime() + days * DAY)) };
  return clock;
}

/** A new user at tier 0-0 with a session that outlives every clock move of the tests. */
export async function planShopper(api: TestApi) {
  const userId = randomUUID();
  const email = `${userId}@example.com`;
  await api.db.insert(t.users).values({ id: userId, email, userName: `p${userId.slice(0, 8)}`, openId: `open-${userId}` });
  const token = `test-${randomUUID()}`;
  await api.db.insert(t.sessions).values({ id: randomUUID(), userId, tokenHash: hashToken(token), expiresAt: new Date("2100-01-01T00:00:00Z") });
  return { userId, email, headers: { "x-access-token": token } };
}

export const cardToken = async (api: TestApi, headers: Record<string, string>, number: string = CARDS.visa) =>
  (await data(await api.post("/api/payments/test/tokens", { number, exp_month: 12, exp_year: FUTURE_YEAR, cvc: "123" }, headers), TestCardToken)).id;

export const BILLING = { name: ADDRESS.name, address: ADDRESS.address, address2: "", zip_code: ADDRESS.zip_code, city: ADDRESS.city, phone: ADDRESS.phone };

export const checkoutBody = (overrides: Partial<PlanCheckoutRequest>) => ({ plan_id: "seller1", pay: "month", billing_address: BILLING, agree_terms: true, ...overrides });

export const planKey = () => ({ [IDEMPOTENCY_HEADER]: `plan-${randomUUID()}` });

export const plansOf = (api: TestApi, userId: string) => api.db.select().from(t.userPlans).where(eq(t.userPlans.userId, userId));

export async function chargesOf(api: TestApi, userId: string) {
  const rows = await api.db.select({ charge: t.planCharges }).from(t.planCharges).innerJoin(t.userPlans, eq(t.userPlans.id, t.planCharges.userPlanId)).where(eq(t.userPlans.userId, userId)).orderBy(t.planCharges.createdAt);
  return rows.map((r) => r.charge);
}
