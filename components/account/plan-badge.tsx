import type { CurrentUser } from "@/lib/api/schemas/user";

const NO_PLAN = "No plan";

/**
 * The plan name with its badge (ACCT-15, ACCT-17). The badge comes from the server as it is (G-62: the
 * level → badge mapping is the server's, lib/account/plan-badge.ts); a plan without one shows its name only.
 */
export function PlanBadge({ user }: { user: Pick<CurrentUser, "plan_name" | "plan_badge"> }) {
  if (!user.plan_name) return <span className="text-stone-950">{NO_PLAN}</span>;
  return (
    <span className="flex flex-wrap items-center gap-3">
      <span className="text-stone-950">{user.plan_name}</span>
      {user.plan_badge ? (
        <span className="border border-amber-700 bg-amber-50 px-2 py-0.5 text-xs font-semibold uppercase tracking-[0.12em] text-amber-900">{user.plan_badge}</span>
      ) : null}
    </span>
  );
}
