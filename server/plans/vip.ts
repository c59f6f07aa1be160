/**
 * VIP codes (ONB-10, API-11/12): a code names a plan whose fee it waives. GET checks a code and
 * answers the plans; POST applies it to the account (users.vip_code) for the plan checkout, which
 * then charges nothing for the first period (server/plans/calc.ts).
 */
import { and, eq } from "drizzle-orm";
import type { VipCodeCheck } from "../../lib/api/schemas/plan";
import type { Database } from "../db/client";
import * as t from "../db/schema";
import { ApiError } from "../http";
import { listPlans } from "./catalog";
import { PLAN_MESSAGES } from "./messages";

/** The code's row while it can be used, else null (also the stylist sign-up's check, server/routes/auth.ts). */
export async function activeCode(db: Database, code: string) {
  const [vip] = await db.select().from(t.vipCodes).where(and(eq(t.vipCodes.code, code), eq(t.vipCodes.active, true)));
  return vip ?? null;
}

export async function checkVipCode(db: Database, code: string): Promise<VipCodeCheck> {
  return { valid: Boolean(await activeCode(db, code)), plans: await listPlans(db) };
}

/** Applies a valid code to the user; an invalid one is the spec's 'VIP Code invalid'. */
export async function applyVipCode(db: Database, userId: string, code: string): Promise<VipCodeCheck> {
  if (!(await activeCode(db, code))) throw new ApiError(400, PLAN_MESSAGES.vipInvalidOnApply);
  await db.update(t.users).set({ vipCode: code }).where(eq(t.users.id, userId));
  return { valid: true, plans: await listPlans(db) };
}
