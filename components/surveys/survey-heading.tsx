"use client";
import { useEffect, useRef, type ReactNode } from "react";

interface SurveyHeadingProps {
  id: string;
  /** take the focus when shown: set when the visitor has just moved to this step */
  focusOnMount?: boolean;
  children: ReactNode;
}

/**
 * A survey step's heading. When a step replaces the previous one, keyboard and screen-reader users start
 * from its heading instead of from <body> (tabIndex -1: focusable from script, not a Tab stop).
 */
export function SurveyHeading({ id, focusOnMount = false, children }: SurveyHeadingProps) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnMount) ref.current?.focus();
  }, [focusOnMount]);
  return (
    <h2 ref={ref} id={id} tabIndex={-1} className="font-serif text-2xl text-stone-950 outline-none">
      {children}
    </h2>
  );
}
