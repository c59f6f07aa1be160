import type { ReactNode } from "react";
import { FocusedHeading } from "@/components/ui/focused-heading";
import { PageContainer } from "@/components/ui/page-container";

const STEPS = ["Shipping", "Payment"] as const;

interface CheckoutShellProps {
  /** 1 or 2 */
  step: 1 | 2;
  /** above the columns, e.g. the shared cart's sharer */
  banner?: ReactNode;
  /** the step's sections */
  children: ReactNode;
  /** the order summary column: beside the step on a desktop, below it on a phone; null for one column */
  aside: ReactNode | null;
  /** the heading takes the focus when the step opens (step 2, reached from step 1's Next) */
  focusHeading?: boolean;
}

/** The frame of both checkout steps: the heading with the steps, then two columns (one on a phone). */
export function CheckoutShell({ step, banner, children, aside, focusHeading = false }: CheckoutShellProps) {
  const Heading = focusHeading ? FocusedHeading : "h1";
  return (
    <PageContainer width="wide" className="pb-20 pt-6 desktop:pt-10">
      <header className="flex flex-wrap items-end justify-between gap-4 border-b border-stone-200 pb-5">
        <Heading className="font-serif text-3xl text-stone-950 desktop:text-4xl">
          Checkout <span className="sr-only">step {step} of {STEPS.length}: {STEPS[step - 1]}</span>
        </Heading>
        <nav aria-label="Checkout steps">
          <ol className="flex gap-5 text-xs font-semibold uppercase tracking-[0.16em]">
            {STEPS.map((label, i) => {
              const current = i + 1 === step;
              return (
                <li key={label} aria-current={current ? "step" : undefined} className={current ? "text-stone-950" : "text-stone-500"}>
                  <span className={`mr-2 inline-grid size-6 place-items-center rounded-full ${current ? "bg-stone-950 text-white" : "ring-1 ring-stone-300"}`}>{i + 1}</span>
                  {label}
                </li>
              );
            })}
          </ol>
        </nav>
      </header>
      {banner}
      {aside === null ? (
        <div className="mt-8 space-y-10">{children}</div>
      ) : (
        <div className="mt-8 grid gap-10 desktop:grid-cols-[minmax(0,1fr)_380px] desktop:items-start">
          <div className="min-w-0 space-y-10">{children}</div>
          <aside aria-label="Order summary" className="desktop:sticky desktop:top-6">
            {aside}
          </aside>
        </div>
      )}
    </PageContainer>
  );
}
