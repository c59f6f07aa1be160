"use client";
import { useEffect, useRef, useState } from "react";
import { useShopForm } from "@/lib/forms/use-shop-form";
import { finishAuth } from "@/components/auth/finish-auth";
import { ForgotPasswordForm } from "@/components/auth/forgot-password-form";
import { FormError } from "@/components/auth/form-error";
import { PasswordField } from "@/components/auth/password-field";
import type { SocialSignUp } from "@/components/auth/sign-up-form";
import { SocialSignIn } from "@/components/auth/social-sign-in";
import { useAuthSubmit } from "@/components/auth/use-auth-submit";
import { Button } from "@/components/ui/button";
import { useCheckSignUpEmail } from "@/hooks/use-stylist-onboarding";
import { signInAsStylist } from "@/lib/auth/actions";
import { queryToReach } from "@/lib/auth/contexts";
import { TEXT } from "@/lib/auth/messages";
import type { SignInInput, SignInValues } from "@/lib/auth/validation";
import { lazyZodResolver } from "@/lib/forms/lazy-zod-resolver";
import { stylistRootPath } from "@/lib/routes";
import { StylistSignUpForm } from "./stylist-sign-up-form";
import { EmailField } from "@/components/ui/email-field";

type Step = "front" | "use_email" | "sign_in" | "create_new_account" | "forgot_pass";

export const SIGN_UP_STEP_TITLE: Record<Step, string> = {
  front: "Become a stylist",
  use_email: "Continue with your email",
  sign_in: "Welcome back, sign in",
  create_new_account: "Create your stylist account",
  forgot_pass: "Forgot password",
};

/** Where Back leads from each step (ONB-03: create_new_account and forgot_pass go back to use_email). */
const BACK: Partial<Record<Step, Step>> = { use_email: "front", sign_in: "use_email", create_new_account: "use_email", forgot_pass: "sign_in" };

interface StylistSignUpStepsProps {
  store: string;
  /** G-51: a store code passed in (`?code=`) */
  storeCode?: string;
}

/**
 * The stylist sign-up steps (ONB-03): front → use_email → (the email check) sign in or
 * create_new_account; forgot_pass from sign-in. The front also offers the shopper's social buttons: a
 * known identity signs in, a new one goes to create_new_account with the provider's email read-only. Each step's heading takes the focus when it shows, so
 * keyboard and screen-reader users start there; Back returns to the previous step with the email kept.
 */
export function StylistSignUpSteps({ store, storeCode }: StylistSignUpStepsProps) {
  const [{ step, moved }, setState] = useState<{ step: Step; moved: boolean }>({ step: "front", moved: false });
  const [email, setEmail] = useState("");
  const [social, setSocial] = useState<SocialSignUp | null>(null);
  const go = (next: Step) => setState({ step: next, moved: true });
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (moved) heading.current?.focus();
  }, [step, moved]);
  // the social sign-up skipped use_email: Back returns to the provider buttons, the provider data dropped
  const back = step === "create_new_account" && social ? "front" : BACK[step];

  return (
    <section aria-labelledby="stylist-signup-heading" className="border border-stone-300 bg-white p-6 desktop:p-8">
      <h2 ref={heading} id="stylist-signup-heading" tabIndex={-1} className="mb-6 font-serif text-2xl text-stone-950 outline-none">
        {SIGN_UP_STEP_TITLE[step]}
      </h2>
      {step === "front" && (
        <>
          <div className="flex flex-col gap-3">
            <Button onClick={() => go("use_email")}>{TEXT.signUp}</Button>
            <Button variant="secondary" onClick={() => go("use_email")}>
              {TEXT.signIn}
            </Button>
          </div>
          {/* A known identity signs in and goes on through the stylist root; a new one signs up here (as a seller). */}
          <SocialSignIn
            context="sign"
            query={queryToReach(store, stylistRootPath(store))}
            onNewUser={(user) => {
              setSocial(user);
              go("create_new_account");
            }}
          />
        </>
      )}
      {step === "use_email" && (
        <EmailStep
          email={email}
          onChecked={(checked, exists) => {
            setEmail(checked);
            go(exists ? "sign_in" : "create_new_account");
          }}
        />
      )}
      {step === "sign_in" && <SignInStep store={store} email={email} onForgot={() => go("forgot_pass")} />}
      {step === "create_new_account" && <StylistSignUpForm store={store} email={email} storeCode={storeCode} social={social ?? undefined} />}
      {step === "forgot_pass" && <ForgotPasswordForm />}
      {back ? (
        <Button
          variant="text"
          className="mt-6"
          onClick={() => {
            setSocial(null);
            go(back);
          }}
        >
          Back
        </Button>
      ) : null}
    </section>
  );
}

/** use_email: the email (BR-VAL-01, 'email invalid'), checked with signup_guide (ONB-03). */
const emailStepResolver = lazyZodResolver(() => import("@/lib/auth/validation").then((m) => m.signInSchema.pick({ email: true })));
const signInResolver = lazyZodResolver(() => import("@/lib/auth/validation").then((m) => m.signInSchema));
function EmailStep({ email, onChecked }: { email: string; onChecked: (email: string, exists: boolean) => void }) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useShopForm<{ email: string }>({ resolver: emailStepResolver, defaultValues: { email } });
  const check = useCheckSignUpEmail();
  const submit = handleSubmit((values) =>
    check.mutate(values.email, {
      onSuccess: (exists) => onChecked(values.email, exists),
      onError: (error) => setError("root.server", { type: "server", message: error.message }),
    }),
  );
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5" aria-label="Your email">
      <EmailField id="stylist-check-email" error={errors.email?.message} registration={register("email")} />
      <FormError message={errors.root?.server?.message} />
      <Button type="submit" pending={check.isPending}>
        Next
      </Button>
    </form>
  );
}

/** The sign-in of an existing account (ONB-03), its email from the previous step. */
function SignInStep({ store, email, onForgot }: { store: string; email: string; onForgot: () => void }) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useShopForm<SignInInput, unknown, SignInValues>({ resolver: signInResolver, defaultValues: { email, password: "" } });
  const submit = useAuthSubmit({
    action: (values: SignInValues) => signInAsStylist(values, store),
    setError,
    onDone: (result) => finishAuth(result.redirectTo),
  });
  return (
    <form onSubmit={handleSubmit((values) => submit.mutate(values))} noValidate className="flex flex-col gap-5" aria-label={TEXT.signIn}>
      <EmailField id="stylist-signin-email" error={errors.email?.message} registration={register("email")} />
      <PasswordField id="stylist-signin-password" label="Password" error={errors.password?.message} registration={register("password")} />
      <div className="flex justify-end">
        <Button variant="text" onClick={onForgot}>
          {TEXT.forgotPassword}
        </Button>
      </div>
      <FormError message={errors.root?.server?.message} />
      <Button type="submit" pending={submit.isPending || submit.isSuccess}>
        {TEXT.signIn}
      </Button>
    </form>
  );
}
