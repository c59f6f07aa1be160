import type { PlanSchedule } from "@/lib/api/schemas/plan";
import { formatMoney } from "@/lib/money";
import { nextChargeLabel } from "@/lib/plan-checkout/summary";
import type { PlanPay } from "@/lib/plans/pricing";

/** A plan schedule for a checkout that buys no plan: nothing today for it, nothing later. */
export const NO_PLAN_SCHEDULE = { today: 0, next: null, free: null } as const;
export type BoxSchedule = Pick<PlanSchedule, "today" | "free"> & { next: PlanSchedule["next"] | null };

const PENDING = "…";
/** A stylist or shopper who has a plan pays the box alone: this checkout charges nothing later. */
const NOTHING_LATER = "None from this box";
/** BR-BOX-02's grand total: what this checkout charges today. */
const GRAND_TOTAL_LABEL = "Grand total, due today";

interface ChargeScheduleRowsProps {
  /** the server's schedule for the plan bought (POST /api/plan/calc), NO_PLAN_SCHEDULE when none is; null while it loads */
  schedule: BoxSchedule | null;
  pay: PlanPay;
  /** what the box itself charges today (its fee, less a stylist's gift) */
  boxToday: number;
  /** `box` or `share`: the rows' test ids */
  testIdPrefix: string;
}

/**
 * Issue 25 item 3, the end of a box checkout's summary: the grand total charged today and the next charge with
 * its day, both from the plan calculation the server charges with; "…" while it loads.
 */
export function ChargeScheduleRows({ schedule, pay, boxToday, testIdPrefix }: ChargeScheduleRowsProps) {
  return (
    <>
      <div className="flex justify-between gap-4 border-t border-stone-200 pt-2 text-base font-semibold">
        <dt>{GRAND_TOTAL_LABEL}</dt>
        <dd className="tabular-nums" data-testid={`${testIdPrefix}-grand-total`}>
          {schedule ? formatMoney(schedule.today + boxToday) : PENDING}
        </dd>
      </div>
      <div className="flex justify-between gap-4">
        <dt>{schedule?.next ? nextChargeLabel(schedule.next.date, pay) : "Next charge"}</dt>
        <dd className="tabular-nums" data-testid={`${testIdPrefix}-next-charge`}>
          {schedule ? (schedule.next ? formatMoney(schedule.next.amount) : NOTHING_LATER) : PENDING}
        </dd>
      </div>
    </>
  );
}

/** The plan's own row: its charge today, "…" while the schedule loads. */
export const planTodayText = (schedule: BoxSchedule | null) => (schedule ? formatMoney(schedule.today) : PENDING);
