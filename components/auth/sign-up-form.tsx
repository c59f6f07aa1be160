"use client";
import Link from "next/link";
import { useShopForm } from "@/lib/forms/use-shop-form";
import { Button } from "@/components/ui/button";
import { textButton } from "@/components/ui/button-styles";
import { Field, errorProps, inputClass } from "@/components/ui/field";
import { signUpMethod } from "@/lib/analytics/events";
import { trackOnNextPage } from "@/lib/analytics/track";
import { signUp } from "@/lib/auth/actions";
import { DEFAULT_BIRTH_YEAR } from "@/lib/auth/birth-year";
import { PLAN_CONTEXT, siblingPath, type SignInContext } from "@/lib/auth/contexts";
import { TEXT } from "@/lib/auth/messages";
import { normalizeUserName, USER_NAME_MAX } from "@/lib/auth/user-name";
import type { SignUpInput, SignUpValues } from "@/lib/auth/validation";
import { lazyZodResolver } from "@/lib/forms/lazy-zod-resolver";
import { finishAuth } from "./finish-auth";
import { FormError } from "./form-error";
import { PasswordField } from "./password-field";
import { BirthYearField, CheckboxField, CONFIRM_18_LABEL, ReadOnlyValue, SignUpEmailField } from "./sign-up-fields";
import { useAuthSubmit } from "./use-auth-submit";

export interface SocialSignUp {
  /** the provider's email, shown read-only in place of the email field (AUTH-12) */
  email: string;
  /** the provider's ID token, added to the payload (C-05) */
  token: string;
  /** the provider (`google.com`), the `sign_up` event's method (AN-01) */
  providerId?: string;
}

interface SignUpFormProps {
  context: SignInContext;
  /** the screen's query string, kept for the sibling link and the redirect (AUTH-07/08) */
  query: string;
  /** an invite code passed in (`?code=`), already cleaned: shown read-only (BR-VAL-17) */
  inviteCode?: string;
  social?: SocialSignUp;
}

// "this year" for the 18+ range is the year of the first validation
const resolver = lazyZodResolver(() => import("@/lib/auth/validation").then((m) => m.signUpSchema()));

/** AUTH-01…05, AUTH-18: the shopper sign-up form. */
export function SignUpForm({ context, query, inviteCode, social }: SignUpFormProps) {
  const {
    register,
    handleSubmit,
    setValue,
    getValues,
    setError,
    formState: { errors },
  } = useShopForm<SignUpInput, unknown, SignUpValues>({
    resolver,
    defaultValues: {
      email: social?.email ?? "",
      userName: "",
      password: "",
      passwordRepeat: "",
      birthYear: DEFAULT_BIRTH_YEAR,
      confirm18: false,
      code: inviteCode ?? "",
    },
  });

  // AUTH-03: lower-cased, spaces and special symbols removed, on focus and on blur.
  const normalizeName = () => setValue("userName", normalizeUserName(getValues("userName")));
  const userName = register("userName");

  const submit = useAuthSubmit({
    action: (values: SignUpValues) => signUp({ ...values, code: values.code ?? "" }, context, query, social?.token),
    setError,
    onDone: (result) => {
      // AN-01: `plan` on the plan screens, else the email form or the social provider.
      trackOnNextPage("sign_up", { method: context === PLAN_CONTEXT ? "plan" : signUpMethod("shop", social?.providerId) });
      return finishAuth(result.redirectTo);
    },
  });

  return (
    <form onSubmit={handleSubmit((values) => submit.mutate(values))} noValidate className="flex flex-col gap-5" aria-label={TEXT.signUp}>
      <SignUpEmailField id="signup-email" socialEmail={social?.email} error={errors.email?.message} registration={register("email")} />
      <Field id="signup-username" label="User name" hint={TEXT.userNameLabel} error={errors.userName?.message}>
        <input
          id="signup-username"
          type="text"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={USER_NAME_MAX}
          className={inputClass(Boolean(errors.userName?.message))}
          {...errorProps("signup-username", errors.userName?.message)}
          {...userName}
          onFocus={normalizeName}
          onBlur={(event) => {
            normalizeName();
            return userName.onBlur(event);
          }}
        />
      </Field>
      <PasswordField id="signup-password" label="Password" error={errors.password?.message} isNew registration={register("password")} />
      <PasswordField id="signup-password-repeat" label="Repeat password" error={errors.passwordRepeat?.message} isNew registration={register("passwordRepeat")} />
      <BirthYearField id="signup-birth-year" error={errors.birthYear?.message} registration={register("birthYear", { valueAsNumber: true })} />
      <CheckboxField id="signup-confirm18" label={CONFIRM_18_LABEL} error={errors.confirm18?.message} registration={register("confirm18")} />
      {inviteCode ? (
        <ReadOnlyValue label="Invite code" value={inviteCode} />
      ) : (
        <Field id="signup-code" label="Invite code (optional)">
          <input id="signup-code" type="text" autoCapitalize="none" className={inputClass(false)} {...register("code")} />
        </Field>
      )}
      <FormError message={errors.root?.server?.message} />
      {/* after success the page navigates away: the button stays disabled until it does */}
      <Button type="submit" pending={submit.isPending || submit.isSuccess}>
        {TEXT.signUp}
      </Button>
      <p className="text-center text-sm text-stone-700">
        <Link href={siblingPath(context, "signup", query)} className={textButton}>
          {TEXT.toSignIn}
        </Link>
      </p>
    </form>
  );
}
