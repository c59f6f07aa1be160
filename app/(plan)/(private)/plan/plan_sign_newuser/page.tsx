import type { Metadata } from "next";
import { AuthPanel } from "@/components/auth/auth-shell";
import { SocialNewUserForm } from "@/components/auth/social-new-user-form";
import { TEXT } from "@/lib/auth/messages";

export const metadata: Metadata = { title: TEXT.signUp, robots: { index: false } };

/** plan-plan_sign_newuser (AUTH-12, PLAN-08): a social sign-in whose email has no account yet. */
export default function SocialNewUserPage() {
  return (
    <AuthPanel title={TEXT.signUp}>
      <SocialNewUserForm />
    </AuthPanel>
  );
}
