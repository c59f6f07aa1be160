"use client";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useWatch } from "react-hook-form";
import { useShopForm } from "@/lib/forms/use-shop-form";
import { Button } from "@/components/ui/button";
import { textButton } from "@/components/ui/button-styles";
import { guestEmailHasAccount, signInWithPassword } from "@/lib/auth/actions";
import { authPath } from "@/lib/auth/contexts";
import { GUEST_ENTRY_TEXT, guestCheckoutPath } from "@/lib/auth/guest-entry";
import type { GuestEntryInput, GuestEntryValues } from "@/lib/auth/guest-entry-schema";
import { lazyZodResolver } from "@/lib/forms/lazy-zod-resolver";
import { sendPasswordPath } from "@/lib/routes";
import { finishAuth } from "./finish-auth";
import { FormError } from "./form-error";
import { PasswordField } from "./password-field";
import { useAuthSubmit } from "./use-auth-submit";
import { EmailField } from "@/components/ui/email-field";

const resolver = lazyZodResolver(() => import("@/lib/auth/guest-entry-schema").then((m) => m.guestEntrySchema));

interface GuestEntryFormProps {
  store: string;
  context: "checkout" | "sub_checkout";
  /** the page's query string, kept for the sign-in link and the redirect after sign-in */
  query: string;
}

type Answer = { ok: true; redirectTo: string | null } | { ok: false; message: string };

/**
 * AUTH-16: Email and Next. A new email goes on to checkout as a guest, the email carried into step 1's
 * contact (the checkOutDataV2 cookie); an email with an account asks for its password (C-39) and signs in.
 */
export function GuestEntryForm({ store, context, query }: GuestEntryFormProps) {
  const router = useRouter();
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    control,
    formState: { errors },
  } = useShopForm<GuestEntryInput, unknown, GuestEntryValues>({ resolver, defaultValues: { email: "", password: "", withPassword: false } });
  const withPassword = useWatch({ control, name: "withPassword" });

  const submit = useAuthSubmit({
    action: async (values: GuestEntryValues): Promise<Answer> => {
      if (values.withPassword) {
        const signedIn = await signInWithPassword({ email: values.email, password: values.password }, context, query);
        // the entry stands before the checkout: a sign-in here goes on to it (docs/decisions.md)
        return signedIn.ok ? { ok: true, redirectTo: guestCheckoutPath(store, context) } : signedIn;
      }
      const known = await guestEmailHasAccount({ email: values.email });
      if (!known.ok) return known;
      if (known.exist) {
        setValue("withPassword", true);
        return { ok: true, redirectTo: null };
      }
      // the checkout cookie's rules (and zod) load with the submit, not with the page
      const { readCheckoutData, writeCheckoutData } = await import("@/lib/checkout/checkout-data");
      writeCheckoutData({ ...readCheckoutData(), account: { email: values.email } });
      return { ok: true, redirectTo: guestCheckoutPath(store, context) };
    },
    setError,
    onDone: (result) => {
      if (result.redirectTo === null) return;
      // a sign-in sets the session cookie: a full load shows the signed-in page; a guest stays in the app
      if (withPassword) return finishAuth(result.redirectTo);
      router.push(result.redirectTo as Parameters<typeof router.push>[0]);
      return new Promise(() => {});
    },
  });
  const leaving = submit.isSuccess && submit.data.redirectTo !== null;

  return (
    <form onSubmit={handleSubmit((values) => submit.mutate(values))} noValidate className="flex flex-col gap-5" aria-label={GUEST_ENTRY_TEXT.title}>
      <EmailField id="guest-email" error={errors.email?.message} registration={register("email")} />
      {withPassword ? (
        <>
          <p role="status" className="text-sm text-stone-700">
            {GUEST_ENTRY_TEXT.hasAccount}
          </p>
          <PasswordField id="guest-password" label="Password" error={errors.password?.message} registration={register("password")} />
        </>
      ) : null}
      <div className="flex justify-end">
        <Link href={sendPasswordPath(store)} className={textButton}>
          {GUEST_ENTRY_TEXT.forgotPassword}
        </Link>
      </div>
      <FormError message={errors.root?.server?.message} />
      <Button type="submit" pending={submit.isPending || leaving}>
        {GUEST_ENTRY_TEXT.next}
      </Button>
      <p className="text-center text-sm text-stone-700">
        <Link href={authPath(context, "signin", query)} className={textButton}>
          {GUEST_ENTRY_TEXT.toSignIn}
        </Link>
      </p>
    </form>
  );
}
