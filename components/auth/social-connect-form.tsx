"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { primaryButton } from "@/components/ui/button-styles";
import { useSocialHandoff } from "@/hooks/use-social-handoff";
import { TEXT } from "@/lib/auth/messages";
import { connectAfterSignIn } from "@/lib/auth/social-actions";
import { clearSocialHandoff } from "@/lib/auth/social-storage";
import { signInSchema } from "@/lib/auth/validation";
import { finishAuth } from "./finish-auth";
import { FormError } from "./form-error";
import { PasswordField } from "./password-field";

const passwordSchema = signInSchema.pick({ password: true });

/**
 * G-09: the spec names the explanation but not its words. It says the email already has an
 * account and that signing in with it once enables social sign-in.
 */
export const CONNECT_EXPLANATION =
  "An account with this email already exists. Sign in with your email account to enable social sign-in.";

/** AUTH-11 / PLAN-08: read-only provider email plus the account's password, then link. */
export function SocialConnectForm() {
  const handoff = useSocialHandoff();
  const [serverError, setServerError] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(passwordSchema), defaultValues: { password: "" } });

  if (!handoff) return <p role="status" className="text-center text-sm text-stone-700">Loading…</p>;

  const onSubmit = handleSubmit(async ({ password }) => {
    setServerError(null);
    const result = await connectAfterSignIn({ email: handoff.email, password }, handoff.token, handoff.context, handoff.query);
    if (!result.ok) return setServerError(result.message);
    setLeaving(true);
    clearSocialHandoff(window.sessionStorage);
    await finishAuth(result.redirectTo);
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5" aria-label={TEXT.signIn}>
      <p className="text-sm text-stone-700">{CONNECT_EXPLANATION}</p>
      <p className="text-sm text-stone-700">
        Email <span className="ml-2 font-medium text-stone-950">{handoff.email}</span>
      </p>
      <PasswordField id="connect-password" label="Password" error={errors.password?.message} registration={register("password")} />
      <FormError message={serverError} />
      <button type="submit" className={primaryButton} disabled={isSubmitting || leaving}>
        {TEXT.signIn}
      </button>
    </form>
  );
}
