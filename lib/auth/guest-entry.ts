/**
 * The guest checkout entry (AUTH-16, C-39): an email and Next; the password is asked only once the
 * shopper chose to sign in, or the email turned out to have an account (signup_guide), then BR-VAL-07.
 * Texts and paths here; the form's schema is ./guest-entry-schema.ts, loaded with the first validation.
 */
import type { Route } from "next";
import { checkoutStep1Path, subCheckoutStep1Path } from "@/lib/routes";
import type { AuthContext } from "./contexts";

export const GUEST_ENTRY_TEXT = {
  title: "Sign In / Sign Up",
  next: "Next",
  toSignIn: "Already have account? Sign in",
  forgotPassword: "Forgot Password",
  /** ours: why the password appeared after Next (C-39) */
  hasAccount: "This email has an account: sign in with its password to check out.",
} as const;


/** The gift-box checkout carries `?subpage=` (stylist.md §1: auth-sub_checkout-signin); the rest is the regular checkout. */
export const guestEntryContext = (query: Pick<URLSearchParams, "get">): Extract<AuthContext, "checkout" | "sub_checkout"> =>
  query.get("subpage")?.trim() ? "sub_checkout" : "checkout";

/** Where Next leads a guest: step 1 of the checkout the entry stands before. */
export function guestCheckoutPath(store: string, context: "checkout" | "sub_checkout"): Route {
  return context === "sub_checkout" ? subCheckoutStep1Path(store) : checkoutStep1Path(store);
}
