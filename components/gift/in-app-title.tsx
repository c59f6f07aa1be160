"use client";
import { useSearchParams } from "next/navigation";
import { showAppPromo } from "@/lib/layout/footer";

/** INAPP-04: inside the native app (`?inapp`) the gift-box home's top line reads 'THE EDIT'. */
export function InAppTitle() {
  const search = useSearchParams();
  if (showAppPromo(search)) return null;
  return <p className="bg-stone-950 py-3 text-center text-xs font-semibold uppercase tracking-[0.3em] text-white">THE EDIT</p>;
}
