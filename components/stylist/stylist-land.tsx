import Link from "next/link";
import { SignOutButton } from "@/components/auth/sign-out-button";
import { primaryButton, secondaryButton, textButton } from "@/components/ui/button-styles";
import type { CurrentUser } from "@/lib/api/schemas/user";
import { storePath, stylistPlanPath } from "@/lib/routes";
import { BOX_IN_PROGRESS_TEXT, showsContinueSetup } from "@/lib/stylist/onboarding";

export const LAND_TEXT = {
  title: "Welcome back",
  email: "Account",
  store: "Store",
  active: "Active",
  inactive: "Not active",
  plan: "Plan",
  noPlan: "No plan yet",
  continueSetup: "Continue setup",
  visitStore: "Visit my store",
  signOut: "Sign Out",
} as const;

type LandUser = Pick<CurrentUser, "email" | "store" | "store_opened" | "plan_name" | "is_show_buy_plan" | "can_buy_box">;

/**
 * auth_land (ONB-07): the account's email, whether the store is active, the plan's name; continue
 * setup (the plan pick, which goes on to the box builder when no plan is needed) or 'Your ordered Box is
 * in progress'; the store's own page and sign out.
 */
export function StylistLand({ user, store }: { user: LandUser; store: string }) {
  return (
    <div className="space-y-8">
      <h1 className="font-serif text-3xl text-stone-950">{LAND_TEXT.title}</h1>
      <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-3 border border-stone-300 bg-white p-6 text-[15px]">
        <dt className="text-stone-600">{LAND_TEXT.email}</dt>
        <dd className="text-stone-950">{user.email}</dd>
        <dt className="text-stone-600">{LAND_TEXT.store}</dt>
        <dd className="text-stone-950">{user.store_opened ? LAND_TEXT.active : LAND_TEXT.inactive}</dd>
        <dt className="text-stone-600">{LAND_TEXT.plan}</dt>
        <dd className="text-stone-950">{user.plan_name ?? LAND_TEXT.noPlan}</dd>
      </dl>
      {showsContinueSetup(user) ? (
        <Link href={stylistPlanPath(store)} className={primaryButton}>
          {LAND_TEXT.continueSetup}
        </Link>
      ) : (
        <p role="status" className="text-[15px] font-medium text-stone-950">
          {BOX_IN_PROGRESS_TEXT}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-6">
        {user.store ? (
          <Link href={storePath(user.store.user_name)} className={secondaryButton}>
            {LAND_TEXT.visitStore}
          </Link>
        ) : null}
        <SignOutButton store={null} className={textButton} label={LAND_TEXT.signOut} />
      </div>
    </div>
  );
}
