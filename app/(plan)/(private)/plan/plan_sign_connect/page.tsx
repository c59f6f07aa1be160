import type { Metadata } from "next";
import { AuthPanel } from "@/components/auth/auth-shell";
import { SocialConnectForm } from "@/components/auth/social-connect-form";
import { TEXT } from "@/lib/auth/messages";

export const metadata: Metadata = { title: TEXT.signIn, robots: { index: false } };

/** plan-plan_sign_connect (AUTH-11, PLAN-08): link a social account to the email account it matches. */
export default function SocialConnectPage() {
  return (
    <AuthPanel title={TEXT.signIn}>
      <SocialConnectForm />
    </AuthPanel>
  );
}
