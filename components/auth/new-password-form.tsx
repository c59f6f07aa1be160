"use client";
import type { Route } from "next";
import Link from "next/link";
import { useShopForm } from "@/lib/forms/use-shop-form";
import { Button } from "@/components/ui/button";
import { textButton } from "@/components/ui/button-styles";
import { resetPassword } from "@/lib/auth/actions";
import { MSG, TEXT } from "@/lib/auth/messages";
import type { NewPasswordValues } from "@/lib/auth/validation";
import { lazyZodResolver } from "@/lib/forms/lazy-zod-resolver";
import { FormError } from "./form-error";
import { PasswordField } from "./password-field";
import { useAuthSubmit } from "./use-auth-submit";

interface NewPasswordFormProps {
  /** the reset or set-up token (the page's `reset_page` param) */
  token: string;
  signInHref: Route;
}

const resolver = lazyZodResolver(() => import("@/lib/auth/validation").then((m) => m.newPasswordSchema));

/** AUTH-14/15: the sign-up password rule plus its repeat; on success, the way back to sign-in. */
export function NewPasswordForm({ token, signInHref }: NewPasswordFormProps) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useShopForm<NewPasswordValues>({ resolver, defaultValues: { password: "", passwordRepeat: "" } });

  const submit = useAuthSubmit({
    // AUTH-14/15: whatever the server says, the shopper reads the spec's one failure text
    action: async (values: NewPasswordValues) => {
      const result = await resetPassword(token, values);
      return result.ok ? result : { ok: false as const, message: MSG.resetFailed };
    },
    setError,
  });

  if (submit.isSuccess) {
    return (
      <div role="status" className="flex flex-col items-center gap-6 text-center">
        <p className="text-[15px] leading-relaxed text-stone-800">{MSG.passwordUpdated}</p>
        <Link href={signInHref} className={textButton}>
          {TEXT.signIn}
        </Link>
      </div>
    );
  }
  return (
    <form onSubmit={handleSubmit((values) => submit.mutate(values))} noValidate className="flex flex-col gap-5" aria-label="Password reset">
      <PasswordField id="reset-password" label="New password" error={errors.password?.message} isNew registration={register("password")} />
      <PasswordField id="reset-password-repeat" label="Repeat password" error={errors.passwordRepeat?.message} isNew registration={register("passwordRepeat")} />
      <FormError message={errors.root?.server?.message} />
      <Button type="submit" pending={submit.isPending}>
        Save
      </Button>
    </form>
  );
}
