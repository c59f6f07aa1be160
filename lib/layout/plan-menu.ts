/**
 * The plan layout's profile menu (NAV-12, stylist.md §2): its entries for a signed-out and a
 * signed-in visitor, labels verbatim. Sign Out is a button (the sign-out action), not a link.
 */
import type { MenuEntry } from "@/lib/layout/menu";
import { planSettingPath, planSignInPath, planSignUpPath, planStylePath, planStylistPath } from "@/lib/routes";

export const PLAN_MENU_LABEL = {
  styleMyself: "Style Myself Plan",
  stylist: "STYLIST Plan",
  myPlan: "My Plan Detail",
  signOut: "Sign Out",
  signIn: "Sign In",
  signUp: "Sign Up",
} as const;

export const planMenu = (signedIn: boolean): MenuEntry[] =>
  signedIn
    ? [
        { label: PLAN_MENU_LABEL.styleMyself, href: planStylePath() },
        { label: PLAN_MENU_LABEL.stylist, href: planStylistPath() },
        { label: PLAN_MENU_LABEL.myPlan, href: planSettingPath() },
      ]
    : [
        { label: PLAN_MENU_LABEL.signIn, href: planSignInPath() },
        { label: PLAN_MENU_LABEL.signUp, href: planSignUpPath() },
      ];
