import type { Metadata } from "next";
import { AuthShell } from "@/components/auth/auth-shell";
import { SocialNewUserForm } from "@/components/auth/social-new-user-form";
import { storeOf } from "@/lib/auth/contexts";
import { TEXT } from "@/lib/auth/messages";

export const metadata: Metadata = { title: TEXT.signUp, robots: { index: false } };

/** plan-plan_sign_newuser (AUTH-12, PLAN-08): a social sign-in whose email has no account yet. */
export default function SocialNewUserPage() {
  return (
    <AuthShell title={TEXT.signUp} store={storeOf(new URLSearchParams())}>
      <SocialNewUserForm />
    </AuthShell>
  );
}
