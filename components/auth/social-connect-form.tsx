"use client";
import { useShopForm } from "@/lib/forms/use-shop-form";
import { Button } from "@/components/ui/button";
import { useSocialHandoff } from "@/hooks/use-social-handoff";
import { TEXT } from "@/lib/auth/messages";
import { connectAfterSignIn } from "@/lib/auth/social-actions";
import type { SocialHandoff } from "@/lib/auth/social-storage";
import { lazyZodResolver } from "@/lib/forms/lazy-zod-resolver";
import { finishAuth } from "./finish-auth";
import { FormError } from "./form-error";
import { PasswordField } from "./password-field";
import { useAuthSubmit } from "./use-auth-submit";

const resolver = lazyZodResolver(() => import("@/lib/auth/validation").then((m) => m.signInSchema.pick({ password: true })));

/**
 * G-09: the spec names the explanation but not its words. It says the email already has an
 * account and that signing in with it once enables social sign-in.
 */
export const CONNECT_EXPLANATION =
  "An account with this email already exists. Sign in with your email account to enable social sign-in.";

/** AUTH-11 / PLAN-08: read-only provider email plus the account's password, then link. */
export function SocialConnectForm() {
  const handoff = useSocialHandoff();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useShopForm({ resolver, defaultValues: { password: "" } });
  const submit = useAuthSubmit({
    action: ({ password, handoff }: { password: string; handoff: SocialHandoff }) =>
      connectAfterSignIn({ email: handoff.email, password }, handoff.token, handoff.context, handoff.query),
    setError,
    // the provider data stays until the page is left (useSocialHandoff drops it then): dropped here, the
    // form would re-render without it and send the shopper back to sign-in while the next page loads
    onDone: (result) => finishAuth(result.redirectTo),
  });

  if (!handoff) return <p role="status" className="text-center text-sm text-stone-700">Loading…</p>;

  return (
    <form onSubmit={handleSubmit(({ password }) => submit.mutate({ password, handoff }))} noValidate className="flex flex-col gap-5" aria-label={TEXT.signIn}>
      <p className="text-sm text-stone-700">{CONNECT_EXPLANATION}</p>
      <p className="text-sm text-stone-700">
        Email <span className="ml-2 font-medium text-stone-950">{handoff.email}</span>
      </p>
      <PasswordField id="connect-password" label="Password" error={errors.password?.message} registration={register("password")} />
      <FormError message={errors.root?.server?.message} />
      {/* after success the page navigates away: the button stays disabled until it does */}
      <Button type="submit" pending={submit.isPending || submit.isSuccess}>
        {TEXT.signIn}
      </Button>
    </form>
  );
}
