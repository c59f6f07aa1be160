/**
 * The onboarding guide (ONB-02; G-11: the spec gives the steps and their durations, not the copy, so
 * the wording is ours): the three steps to an open store and the Basic plan's benefits.
 */
export const GUIDE_STEPS = [
  { title: "Create your store", time: "about 2 minutes", text: "Name your store, tell your clients about you and pick your first items." },
  { title: "Pick a store plan", time: "about 1 minute", text: "We recommend the Basic plan. Have a VIP code? You skip this step." },
  { title: "Order your welcome box", time: "about 3 minutes", text: "Choose the styles of your first Get Styled Box, for a small access fee." },
] as const;

export const BASIC_PLAN_BENEFITS = ["Style your clients with the Get Styled Box", "Exclusive brands", "Expanded inventory"] as const;

export function OnboardingGuide({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <div className="space-y-8">
      <ol className="grid gap-4 desktop:grid-cols-3">
        {GUIDE_STEPS.map((step, index) => (
          <li key={step.title} className="border border-stone-300 bg-white p-5">
            <p className="text-xs font-semibold uppercase tracking-[0.14em] text-stone-600">
              Step {index + 1} · {step.time}
            </p>
            <Heading className="mt-2 font-serif text-xl text-stone-950">{step.title}</Heading>
            <p className="mt-2 text-[15px] text-stone-700">{step.text}</p>
          </li>
        ))}
      </ol>
      <div>
        <Heading className="font-serif text-xl text-stone-950">The Basic plan</Heading>
        <ul className="mt-3 space-y-1.5 text-[15px] text-stone-800">
          {BASIC_PLAN_BENEFITS.map((line) => (
            <li key={line} className="flex gap-2">
              <span aria-hidden="true">✓</span>
              {line}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
