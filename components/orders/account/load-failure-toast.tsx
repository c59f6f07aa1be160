"use client";
import { useEffect } from "react";
import { notify } from "@/lib/toast";

/** A server-rendered page whose load failed says so in a toast too (ACCT-12's load-failure toast). */
export function LoadFailureToast({ message }: { message: string }) {
  useEffect(() => notify.error(message), [message]);
  return null;
}
