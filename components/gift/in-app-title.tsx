"use client";
import { useInAppMode } from "@/hooks/use-in-app-mode";

/** INAPP-04: inside the native app (`?inapp`) the gift-box home's top line reads 'THE EDIT'. */
export function InAppTitle() {
  if (!useInAppMode()) return null;
  return <p className="bg-stone-950 py-3 text-center text-xs font-semibold uppercase tracking-[0.3em] text-white">THE EDIT</p>;
}
