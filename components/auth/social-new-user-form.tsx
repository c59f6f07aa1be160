"use client";
import { useSocialHandoff } from "@/hooks/use-social-handoff";
import { inviteCodeFrom } from "@/lib/auth/invite-code";
import { SignUpForm } from "./sign-up-form";

/** AUTH-12 / PLAN-08: the shopper sign-up with the provider's email read-only and its token added. */
export function SocialNewUserForm() {
  const handoff = useSocialHandoff();
  if (!handoff) return <p role="status" className="text-center text-sm text-stone-700">Loading…</p>;
  return (
    <SignUpForm
      context={handoff.context}
      query={handoff.query}
      inviteCode={inviteCodeFrom(new URLSearchParams(handoff.query).get("code"))}
      social={{ email: handoff.email, token: handoff.token, providerId: handoff.providerId }}
    />
  );
}
