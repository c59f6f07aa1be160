import { Suspense, type ReactNode } from "react";

/**
 * Server-rendered client islands whose hydration need not hold up the page's first task (issue 11: TBT
 * on a phone). React hydrates what sits inside a Suspense boundary in a later, interruptible pass (a
 * dehydrated boundary is retried at offscreen priority and yields to the browser every few
 * milliseconds) instead of inside the one long task that hydrates the rest; a click or key press on it
 * before then hydrates it at once and is replayed. The HTML is the same.
 *
 * Only wrap content that is already rendered (props resolved): a boundary around something still
 * loading on the server would let the page's status go out before it (a not-found store must stay a
 * 404), so never wrap a layout's `children`.
 */
export function DeferHydration({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
