"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { primaryButton } from "@/components/ui/button-styles";
import { Field, errorProps, inputClass } from "@/components/ui/field";
import { requestPasswordReset } from "@/lib/auth/actions";
import { MSG } from "@/lib/auth/messages";
import { forgotPasswordSchema, type ForgotPasswordValues } from "@/lib/auth/validation";
import { FormError } from "./form-error";

/** AUTH-13: the email, then the confirmation in place of the form. */
export function ForgotPasswordForm() {
  const [serverError, setServerError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ForgotPasswordValues>({ resolver: zodResolver(forgotPasswordSchema), defaultValues: { email: "" } });

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    const result = await requestPasswordReset(values);
    if (!result.ok) return setServerError(result.message);
    setSent(true);
  });

  if (sent) {
    return (
      <p role="status" className="text-center text-[15px] leading-relaxed text-stone-800">
        {MSG.resetSent}
      </p>
    );
  }
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5" aria-label="Forgot password">
      <Field id="forgot-email" label="Email" error={errors.email?.message}>
        <input
          id="forgot-email"
          type="email"
          autoComplete="email"
          inputMode="email"
          className={inputClass(Boolean(errors.email?.message))}
          {...errorProps("forgot-email", errors.email?.message)}
          {...register("email")}
        />
      </Field>
      <FormError message={serverError} />
      <button type="submit" className={primaryButton} disabled={isSubmitting}>
        Send
      </button>
    </form>
  );
}
