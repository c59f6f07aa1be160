"use client";
import { useEffect } from "react";
import { notify } from "@/lib/toast";

/** An order on screen is a success: the error toasts of the tries before it go (a failed lookup, a declined card). */
export function ClearErrorToasts() {
  useEffect(() => notify.clearErrors(), []);
  return null;
}
