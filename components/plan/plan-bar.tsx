import { Logo } from "@/components/layout/logo";
import { planStylistPath } from "@/lib/routes";
import { PlanProfileMenu } from "./plan-profile-menu";

/**
 * NAV-12 (stylist.md §2): the plan pages' white bar, the wordmark leading to the stylist plans and
 * the profile menu. It reads no cookie, so the plan layout keeps the marketing pages cacheable.
 */
export function PlanBar() {
  return (
    <header className="sticky top-0 z-30 border-b border-stone-200 bg-white">
      <div className="mx-auto grid h-14 max-w-[1240px] grid-cols-[1fr_auto_1fr] items-center px-2 desktop:h-16 desktop:px-6">
        <span />
        <Logo href={planStylistPath()} storeName={null} />
        <div className="flex justify-end">
          <PlanProfileMenu />
        </div>
      </div>
    </header>
  );
}
