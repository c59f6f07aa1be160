"use client";
/**
 * The app's toasts (NAV-15). sonner loads with the first toast, not with the page: every island that
 * can raise one imports this module, and a first load (store, item, share cart) raises none. Calls made
 * while it loads run in the order they were made, once it is there.
 */
type Sonner = typeof import("sonner");

let sonner: Promise<Sonner> | undefined;
const withToast = (use: (toast: Sonner["toast"]) => void) => {
  sonner ??= import("sonner");
  void sonner.then(({ toast }) => use(toast));
};

/** Spec timings (BR-UI-01): standard toasts stay 2 s, error toasts 6 s. */
export const TOAST_MS = 2000;
export const ERROR_TOAST_MS = 6000;

/** The error toasts that may still be on screen: a success takes them away. */
const errorToasts = new Set<string | number>();

/** A success clears earlier errors: an error toast must not outlive the error (e.g. cover 'Thank you for your order!'). */
function clearErrors() {
  withToast((toast) => {
    for (const id of errorToasts) toast.dismiss(id);
    errorToasts.clear();
  });
}

export const notify = {
  success: (message: string) => {
    clearErrors();
    withToast((toast) => toast.success(message, { duration: TOAST_MS }));
  },
  info: (message: string) => withToast((toast) => toast(message, { duration: TOAST_MS })),
  /**
   * One error toast at a time, about the last thing tried: an earlier error (a field's, from the last submit) never
   * shows next to an unrelated one (the bad-coupon toast, finding 12); the fields keep their own messages. The same
   * message again (Next on a step still incomplete) renews the toast on screen: its id is its text (finding 13).
   */
  error: (message: string) =>
    withToast((toast) => {
      for (const earlier of errorToasts) if (earlier !== message) toast.dismiss(earlier);
      errorToasts.clear();
      const id = toast.error(message, { id: message, duration: ERROR_TOAST_MS, onAutoClose: () => errorToasts.delete(id), onDismiss: () => errorToasts.delete(id) });
      errorToasts.add(id);
    }),
  /** For a success that says so on the page rather than in a toast (an order placed, an order found). */
  clearErrors,
};
