import { PLAN_TEXT } from "@/lib/plans/plan-detail";

/**
 * PLAN-12's 'Get Styled Box Tutorial' for shoppers (1-0). No tutorial page exists, so it opens here, on
 * My Plan Detail, rather than linking to a page that would 404 (docs/decisions.md "Plan screens"); the
 * steps are the Get Styled Box flow of the spec (SHARE-02…11).
 */
export function StyledBoxTutorial() {
  return (
    <details className="border border-stone-200 px-4 py-3 text-[15px] text-stone-800">
      <summary className="cursor-pointer font-medium text-stone-950 underline underline-offset-4">{PLAN_TEXT.tutorial}</summary>
      <ol className="mt-3 list-decimal space-y-1.5 pl-5">
        <li>Open the Get Styled Box link your stylist shares with you.</li>
        <li>Take the style quiz and sign up.</li>
        <li>Tell us your sizes, styles and favorite brands, then your address and payment.</li>
        <li>Your stylist picks the box for you: follow your order in the app.</li>
      </ol>
    </details>
  );
}
