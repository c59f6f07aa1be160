"use client";
import { useShopForm } from "@/lib/forms/use-shop-form";
import { FormError } from "@/components/auth/form-error";
import { Button } from "@/components/ui/button";
import { CodeField } from "@/components/ui/code-field";
import { EmailField } from "@/components/ui/email-field";
import { useBoxUpdateCheck } from "@/hooks/use-box-update";
import type { SubscriptionUpdateOrder, SubscriptionValidateRequest } from "@/lib/api/schemas/subscription";
import { BOX_UPDATE, BOX_UPDATE_TEXT as TEXT } from "@/lib/gift/box-update";
import type { BoxUpdateCheckInput, BoxUpdateCheckValues } from "@/lib/gift/box-update-form";
import { lazyZodResolver } from "@/lib/forms/lazy-zod-resolver";

const resolver = lazyZodResolver(() => import("@/lib/gift/box-update-form").then((m) => m.boxUpdateCheckSchema));

/** GIFT-17's first step: email and order token (BR-VAL-04), Check; the server's refusal shows above the button. */
export function BoxUpdateCheckForm({ initialToken, onOpened }: { initialToken: string; onOpened: (credentials: SubscriptionValidateRequest, order: SubscriptionUpdateOrder) => void }) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useShopForm<BoxUpdateCheckInput, unknown, BoxUpdateCheckValues>({ resolver, defaultValues: { email: "", token: initialToken } });
  const check = useBoxUpdateCheck();
  const submit = handleSubmit((values) =>
    check.mutate(values, {
      onSuccess: (order) => onOpened(values, order),
      onError: (error) => setError("root.server", { message: error.message }),
    }),
  );

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5" aria-label={TEXT.title}>
      <p className="text-sm text-stone-700">{TEXT.intro}</p>
      <EmailField id="box-update-email" error={errors.email?.message} registration={register("email")} />
      <CodeField id="box-update-token" label="Order token" error={errors.token?.message} maxLength={BOX_UPDATE.tokenMax} registration={register("token")} />
      <FormError message={errors.root?.server?.message} />
      <Button type="submit" pending={check.isPending}>
        {TEXT.check}
      </Button>
    </form>
  );
}
