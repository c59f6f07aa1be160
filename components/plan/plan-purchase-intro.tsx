import Link from "next/link";
import type { Route } from "next";
import type { PlanBeingBought } from "@/lib/plans/plan-being-bought";
import { primaryButton } from "@/components/ui/button-styles";

/**
 * Finding 9: above the plan sign-in, what is being bought (the plan's name and price) and, since most new stylists
 * have no account yet, creating one as the first and obvious path; signing in follows for those who have one.
 */
export function PlanPurchaseIntro({ plan, signUp }: { plan: PlanBeingBought; signUp: Route | null }) {
  return (
    <section aria-labelledby="plan-purchase-h" className="mb-8 space-y-4 border border-stone-200 bg-stone-50 p-5">
      <div>
        <p className="text-xs font-semibold uppercase tracking-[0.2em] text-stone-600">You are buying</p>
        <h2 id="plan-purchase-h" className="mt-1 font-serif text-2xl text-stone-950">
          {plan.name} <span className="text-base font-normal text-stone-700">· {plan.price}</span>
        </h2>
      </div>
      {signUp && (
        <>
          <p className="text-sm text-stone-700">New here? Create your account to continue to the checkout.</p>
          <Link href={signUp} className={primaryButton}>
            Create an account
          </Link>
          <p className="text-center text-sm text-stone-600">Already have an account? Sign in below.</p>
        </>
      )}
    </section>
  );
}
