"use client";
import { useShopForm } from "@/lib/forms/use-shop-form";
import { Button } from "@/components/ui/button";
import { requestPasswordReset } from "@/lib/auth/actions";
import { MSG } from "@/lib/auth/messages";
import type { ForgotPasswordValues } from "@/lib/auth/validation";
import { lazyZodResolver } from "@/lib/forms/lazy-zod-resolver";
import { FormError } from "./form-error";
import { useAuthSubmit } from "./use-auth-submit";
import { EmailField } from "@/components/ui/email-field";

const resolver = lazyZodResolver(() => import("@/lib/auth/validation").then((m) => m.forgotPasswordSchema));

interface ForgotPasswordFormProps {
  /** MISC-06 (C-44): the set-up page asks for a set-up mail, under its own button */
  forSetup?: boolean;
  submitLabel?: string;
}

/** AUTH-13: the email, then the confirmation in place of the form. */
export function ForgotPasswordForm({ forSetup = false, submitLabel = "Send" }: ForgotPasswordFormProps) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useShopForm<ForgotPasswordValues>({ resolver, defaultValues: { email: "" } });

  const submit = useAuthSubmit({ action: (values: ForgotPasswordValues) => requestPasswordReset(values, forSetup), setError });

  if (submit.isSuccess) {
    return (
      <p role="status" className="text-center text-[15px] leading-relaxed text-stone-800">
        {MSG.resetSent}
      </p>
    );
  }
  return (
    <form onSubmit={handleSubmit((values) => submit.mutate(values))} noValidate className="flex flex-col gap-5" aria-label="Forgot password">
      <EmailField id="forgot-email" error={errors.email?.message} registration={register("email")} />
      <FormError message={errors.root?.server?.message} />
      <Button type="submit" pending={submit.isPending}>
        {submitLabel}
      </Button>
    </form>
  );
}
