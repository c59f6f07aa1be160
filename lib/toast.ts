"use client";
import { toast } from "sonner";

/** Spec timings (BR-UI-01): standard toasts stay 2 s, error toasts 6 s. */
export const TOAST_MS = 2000;
export const ERROR_TOAST_MS = 6000;

/** The error toasts that may still be on screen: a success takes them away. */
const errorToasts = new Set<string | number>();

/** A success clears earlier errors: an error toast must not outlive the error (e.g. cover 'Thank you for your order!'). */
function clearErrors() {
  for (const id of errorToasts) toast.dismiss(id);
  errorToasts.clear();
}

export const notify = {
  success: (message: string) => {
    clearErrors();
    toast.success(message, { duration: TOAST_MS });
  },
  info: (message: string) => toast(message, { duration: TOAST_MS }),
  error: (message: string) => {
    const id = toast.error(message, { duration: ERROR_TOAST_MS, onAutoClose: () => errorToasts.delete(id), onDismiss: () => errorToasts.delete(id) });
    errorToasts.add(id);
  },
  /** For a success that says so on the page rather than in a toast (an order placed, an order found). */
  clearErrors,
};
