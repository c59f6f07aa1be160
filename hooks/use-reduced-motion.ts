"use client";
import { useSyncExternalStore } from "react";

const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";

const subscribe = (onChange: () => void) => {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
};

/**
 * Whether the visitor asked for reduced motion, following the setting as it changes. `onServer` is the
 * answer before hydration: true keeps a carousel still until the browser says otherwise.
 */
export function useReducedMotion(onServer: boolean): boolean {
  return useSyncExternalStore(subscribe, () => window.matchMedia(REDUCED_MOTION).matches, () => onServer);
}
