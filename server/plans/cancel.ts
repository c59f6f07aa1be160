/**
 * Stop auto-renewal (API-75, PLAN-14, BR-PLAN-08, G-13): the running plan is not charged again and
 * runs to the end of its period; the reason kept is the label, or the text typed for 'Other'.
 */
import { eq } from "drizzle-orm";
import type { PlanCancelRequest, PlanSettings } from "../../lib/api/schemas/plan";
import type { Database } from "../db/client";
import * as t from "../db/schema";
import { ApiError } from "../http";
import type { SubscriptionProvider } from "../payments/subscriptions";
import { PLAN_MESSAGES } from "./messages";
import { planSettings, runningPlan, type PlanUser } from "./user-plan";

export async function stopRenewal(db: Database, subscriptions: SubscriptionProvider, user: PlanUser, request: PlanCancelRequest, now: Date): Promise<PlanSettings> {
  const running = await runningPlan(db, user.id, now);
  if (!running) throw new ApiError(409, PLAN_MESSAGES.noPlan);
  if (!running.row.nextPayment) throw new ApiError(409, PLAN_MESSAGES.noRenewal);
  if (running.row.providerSubscriptionId) await subscriptions.cancelAtPeriodEnd(running.row.providerSubscriptionId);
  const reason = request.reason === "Other (please specify)" ? request.other! : request.reason;
  await db.update(t.userPlans).set({ nextPayment: null, canceledAt: now, cancelReason: reason }).where(eq(t.userPlans.id, running.row.id));
  return planSettings(db, user, now);
}
