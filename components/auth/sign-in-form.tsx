"use client";
import type { Route } from "next";
import Link from "next/link";
import { useShopForm } from "@/lib/forms/use-shop-form";
import { Button } from "@/components/ui/button";
import { textButton } from "@/components/ui/button-styles";
import { signInWithPassword } from "@/lib/auth/actions";
import { signInLinks, type SignInContext } from "@/lib/auth/contexts";
import { TEXT } from "@/lib/auth/messages";
import type { SignInInput, SignInValues } from "@/lib/auth/validation";
import { lazyZodResolver } from "@/lib/forms/lazy-zod-resolver";
import { finishAuth } from "./finish-auth";
import { FormError } from "./form-error";
import { PasswordField } from "./password-field";
import { useAuthSubmit } from "./use-auth-submit";
import { EmailField } from "@/components/ui/email-field";

interface SignInFormProps {
  context: SignInContext;
  /** the screen's query string, kept for the sibling link and the redirect (AUTH-07/08) */
  query: string;
  store: string;
  /** the share sign-in's own Sign Up and forgot-password pages (SHARE-06) in place of the context's */
  links?: { signUp: Route | null; forgotPassword: Route };
  /** go on by replacing this page in the history (SHARE-06, koldir) */
  replace?: boolean;
}

const resolver = lazyZodResolver(() => import("@/lib/auth/validation").then((m) => m.signInSchema));

/** AUTH-06, PLAN-05: email and password (Enter submits), 'forgot password' and 'Sign Up' links. */
export function SignInForm({ context, query, store, links: ownLinks, replace = false }: SignInFormProps) {
  const links = ownLinks ?? signInLinks(context, query, store);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useShopForm<SignInInput, unknown, SignInValues>({ resolver, defaultValues: { email: "", password: "" } });
  const submit = useAuthSubmit({
    action: (values: SignInValues) => signInWithPassword(values, context, query),
    setError,
    onDone: (result) => (replace ? finishAuth(result.redirectTo, true) : finishAuth(result.redirectTo)),
  });

  return (
    <form onSubmit={handleSubmit((values) => submit.mutate(values))} noValidate className="flex flex-col gap-5" aria-label={TEXT.signIn}>
      <EmailField id="signin-email" error={errors.email?.message} registration={register("email")} />
      <PasswordField id="signin-password" label="Password" error={errors.password?.message} registration={register("password")} />
      <div className="flex justify-end">
        <Link href={links.forgotPassword} className={textButton}>
          {TEXT.forgotPassword}
        </Link>
      </div>
      <FormError message={errors.root?.server?.message} />
      {/* after success the page navigates away: the button stays disabled until it does */}
      <Button type="submit" pending={submit.isPending || submit.isSuccess}>
        {TEXT.signIn}
      </Button>
      {links.signUp ? (
        <p className="text-center text-sm text-stone-700">
          <Link href={links.signUp} className={textButton}>
            {TEXT.signUp}
          </Link>
        </p>
      ) : null}
    </form>
  );
}
