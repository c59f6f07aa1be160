import type { ReactNode } from "react";

interface AccountSectionProps {
  id: string;
  title: string;
  /** the section's main button, beside the title */
  action: ReactNode;
  children: ReactNode;
}

/** A block of My Account: a titled section with its button. */
export function AccountSection({ id, title, action, children }: AccountSectionProps) {
  return (
    <section aria-labelledby={`${id}-h`} className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={`${id}-h`} className="text-xs font-semibold uppercase tracking-[0.2em] text-stone-950">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}

export function DefaultBadge() {
  return <span className="ml-2 text-xs font-semibold uppercase tracking-[0.12em] text-stone-600">Default</span>;
}
