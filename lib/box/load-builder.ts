import "server-only";
import { notFound, redirect } from "next/navigation";
import { getPlans } from "@/lib/api/calls/plans";
import { unwrap } from "@/lib/api/errors";
import { publicApi } from "@/lib/api/server";
import { currentUser } from "@/lib/auth/current-user";
import { stylistHomePath, stylistLandPath } from "@/lib/routes";
import { boxPlanKey } from "./box-plan";
import { pickInfoOf, type BoxPickInfo } from "./picks";

export interface BoxSetup {
  info: BoxPickInfo;
  /** the plan's key (seller1, …), kept in the builder's URL */
  plan: string;
  /** the checkout buys the plan: the user has none (tier 0-0) */
  buysPlan: boolean;
  /** a VIP code is held: its plan's fee is waived (BR-BOX-03) */
  vip: boolean;
}

const single = (value: string | string[] | undefined) => (typeof value === "string" ? value : null);

/**
 * ONB-14 / BR-BOX-04: what the box builder, its search and its checkout open with. A guest goes to the stylist
 * home step (sign in); a user who cannot buy a box (no open store, or a box in progress) to the landing page.
 * The pick info is the box plan's (`GET /api/plans?type=gb`).
 */
export async function loadBoxSetup(store: string, search: Record<string, string | string[] | undefined>): Promise<BoxSetup> {
  const user = await currentUser();
  if (!user) redirect(stylistHomePath(store));
  if (!user.can_buy_box) redirect(stylistLandPath(store));
  const plans = unwrap(await getPlans(await publicApi(), "gb")).plans;
  // A shop whose box plans are not set up sells no box.
  if (plans.length === 0) notFound();
  const plan = boxPlanKey(single(search.plan), user, plans.map((p) => p.plan_id));
  return { info: pickInfoOf(plans.find((p) => p.plan_id === plan)!), plan, buysPlan: user.is_show_buy_plan, vip: user.vip_plan_id !== null };
}
