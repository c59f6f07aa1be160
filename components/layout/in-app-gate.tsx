"use client";
import { useSearchParams } from "next/navigation";
import type { ReactNode } from "react";
import { showAppPromo } from "@/lib/layout/footer";

/** Renders its (server-rendered) children except inside the native app (`?inapp`, INAPP-03). */
export function HideInApp({ children }: { children: ReactNode }) {
  const search = useSearchParams();
  return showAppPromo(search) ? children : null;
}
