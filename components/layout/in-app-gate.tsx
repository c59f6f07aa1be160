"use client";
import type { ReactNode } from "react";
import { useInAppMode } from "@/hooks/use-in-app-mode";

/** Renders its (server-rendered) children except inside the native app (`?inapp` or its visit's cookie, INAPP-03). */
export function HideInApp({ children }: { children: ReactNode }) {
  return useInAppMode() ? null : children;
}
