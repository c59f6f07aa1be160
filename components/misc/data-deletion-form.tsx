"use client";
import { useShopForm } from "@/lib/forms/use-shop-form";
import { FormError } from "@/components/auth/form-error";
import { PasswordField } from "@/components/auth/password-field";
import { useAuthSubmit } from "@/components/auth/use-auth-submit";
import { Button } from "@/components/ui/button";
import { deleteAccountDataAction } from "@/lib/account/data-deletion-action";
import type { DataDeletionInput, DataDeletionValues } from "@/lib/account/data-deletion";
import { DATA_DELETION_TEXT } from "@/lib/account/data-deletion-text";
import { lazyZodResolver } from "@/lib/forms/lazy-zod-resolver";
import { EmailField } from "@/components/ui/email-field";

const resolver = lazyZodResolver(() => import("@/lib/account/data-deletion").then((m) => m.dataDeletionSchema));

/** MISC-02: the sign-in form (BR-VAL-05), then the done text in its place. */
export function DataDeletionForm() {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useShopForm<DataDeletionInput, unknown, DataDeletionValues>({ resolver, defaultValues: { email: "", password: "" } });
  const submit = useAuthSubmit({ action: deleteAccountDataAction, setError });

  if (submit.isSuccess) {
    return (
      <p role="status" className="text-center text-[15px] leading-relaxed text-stone-800">
        {DATA_DELETION_TEXT.done}
      </p>
    );
  }
  return (
    <form onSubmit={handleSubmit((values) => submit.mutate(values))} noValidate className="flex flex-col gap-5" aria-label={DATA_DELETION_TEXT.title}>
      <EmailField id="deletion-email" error={errors.email?.message} registration={register("email")} />
      <PasswordField id="deletion-password" label="Password" error={errors.password?.message} registration={register("password")} />
      <FormError message={errors.root?.server?.message} />
      <Button type="submit" pending={submit.isPending}>
        {DATA_DELETION_TEXT.submit}
      </Button>
    </form>
  );
}
