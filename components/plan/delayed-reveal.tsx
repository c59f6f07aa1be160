"use client";
import { useEffect, useState, type ReactNode } from "react";

/** PLAN-05: the plan sign-in screen appears after this delay. */
export const PLAN_SIGN_IN_DELAY_MS = 1000;

/**
 * Shows its content after `delayMs`. Until then the content is laid out but invisible and `inert`:
 * nothing moves when it appears (no layout shift), nothing in it can take the focus or be read out
 * while hidden, so the focus is never pulled from under the visitor.
 */
export function DelayedReveal({ delayMs, children }: { delayMs: number; children: ReactNode }) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setShown(true), delayMs);
    return () => window.clearTimeout(timer);
  }, [delayMs]);
  return (
    <div className={shown ? undefined : "invisible"} inert={!shown} data-revealed={shown}>
      {children}
    </div>
  );
}
