"use client";
import { toast } from "sonner";

/** Spec timings (BR-UI-01): standard toasts stay 2 s, error toasts 6 s. */
export const TOAST_MS = 2000;
export const ERROR_TOAST_MS = 6000;

export const notify = {
  success: (message: string) => toast.success(message, { duration: TOAST_MS }),
  info: (message: string) => toast(message, { duration: TOAST_MS }),
  error: (message: string) => toast.error(message, { duration: ERROR_TOAST_MS }),
};
