import type { Metadata } from "next";
import { AuthShell } from "@/components/auth/auth-shell";
import { SocialConnectForm } from "@/components/auth/social-connect-form";
import { storeOf } from "@/lib/auth/contexts";
import { TEXT } from "@/lib/auth/messages";

export const metadata: Metadata = { title: TEXT.signIn, robots: { index: false } };

/** plan-plan_sign_connect (AUTH-11, PLAN-08): link a social account to the email account it matches. */
export default function SocialConnectPage() {
  return (
    <AuthShell title={TEXT.signIn} store={storeOf(new URLSearchParams())}>
      <SocialConnectForm />
    </AuthShell>
  );
}
