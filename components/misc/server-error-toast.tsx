"use client";
import { useEffect } from "react";
import { MISC_TEXT } from "@/lib/layout/misc-pages";
import { notify } from "@/lib/toast";

/** MISC-12: the placeholder page raises 'a server error occurred.' once it has loaded. */
export function ServerErrorToast() {
  useEffect(() => {
    notify.error(MISC_TEXT.serverError);
  }, []);
  return null;
}
