"use client";
import { useEffect, useRef, type ReactNode } from "react";

interface FocusedHeadingProps {
  id?: string;
  className?: string;
  children: ReactNode;
}

/**
 * A page's h1 that takes the focus when it mounts, so that after a client-side navigation (checkout
 * step 1 → 2, the done page) keyboard users start from it and screen readers announce it, instead
 * of the focus staying on <body>. tabIndex -1: focusable from script, not a Tab stop.
 */
export function FocusedHeading({ id, className = "", children }: FocusedHeadingProps) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <h1 ref={ref} id={id} tabIndex={-1} className={`${className} outline-none`}>
      {children}
    </h1>
  );
}
