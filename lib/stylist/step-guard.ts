/**
 * Which onboarding pages a visitor may see (ONB-01, ONB-03, ONB-07…09): each page asks where to send
 * a visitor it is not for, from `GET /api/user` alone (null: signed out). Shared with server/ as
 * lib/stylist is (it imports only shared modules).
 */
import type { Route } from "next";
import { stylistBoxPath, stylistCreateStorePath, stylistHomePath, stylistLandPath, stylistNoStorePath } from "../routes";
import { planStepSkips, stylistRootStep, type OnboardingUser } from "./onboarding";

/**
 * `home` the sign-up; `create_store` the wizard; `land` the welcome back; `no_store` ONB-08; `plan` the
 * plan pick; `store_steps` the steps after the store opened (guide, plan done, fit preferences).
 */
export type OnboardingPage = "home" | "create_store" | "land" | "no_store" | "plan" | "store_steps";

/** Where the stylist root sends this user (ONB-01). */
export function stylistRootDestination(user: Pick<OnboardingUser, "store_opened"> | null, store: string): Route {
  const step = stylistRootStep(user);
  return step === "home" ? stylistHomePath(store) : step === "land" ? stylistLandPath(store) : stylistCreateStorePath(store);
}

/** The page to go to instead of `page`, or null when this user belongs on it. */
export function onboardingRedirect(page: OnboardingPage, user: OnboardingUser | null, store: string): Route | null {
  if (!user) return page === "home" ? null : stylistHomePath(store);
  switch (page) {
    case "home":
      // ONB-03: a signed-in user goes to the landing or the create-store step
      return stylistRootDestination(user, store);
    case "create_store":
    case "no_store":
      return user.store_opened ? stylistLandPath(store) : null;
    case "land":
      return user.store_opened ? null : stylistNoStorePath(store);
    case "store_steps":
      return user.store_opened ? null : stylistCreateStorePath(store);
    case "plan":
      if (!user.store_opened) return stylistCreateStorePath(store);
      // ONB-09: no purchase needed, or a VIP code's plan: straight to the box builder
      return planStepSkips(user) ? stylistBoxPath(store) : null;
  }
}
