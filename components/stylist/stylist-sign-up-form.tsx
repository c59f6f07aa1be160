"use client";
import { useController } from "react-hook-form";
import { useShopForm } from "@/lib/forms/use-shop-form";
import { FormError } from "@/components/auth/form-error";
import { PasswordField } from "@/components/auth/password-field";
import type { SocialSignUp } from "@/components/auth/sign-up-form";
import { BirthYearField, CheckboxField, CONFIRM_18_LABEL, ReadOnlyValue, SignUpEmailField } from "@/components/auth/sign-up-fields";
import { useAuthSubmit } from "@/components/auth/use-auth-submit";
import { finishAuth } from "@/components/auth/finish-auth";
import { PhoneInput } from "@/components/checkout/phone-input";
import { Button } from "@/components/ui/button";
import { Field, errorProps, inputClass } from "@/components/ui/field";
import { trackOnNextPage } from "@/lib/analytics/track";
import { signUpAsStylist } from "@/lib/auth/actions";
import { DEFAULT_BIRTH_YEAR } from "@/lib/auth/birth-year";
import type { StylistSignUpField, StylistSignUpInput, StylistSignUpValues } from "@/lib/auth/stylist-sign-up";
import { lazyZodResolver } from "@/lib/forms/lazy-zod-resolver";
import { normalizeStylistUserName, STYLIST_USER_NAME_MAX } from "@/lib/stylist/user-name";
import type { ShareDir } from "@/lib/routes";

export const STYLIST_SIGN_UP_TEXT = {
  submit: "Sign Up",
  sharePublic: "Share my contact information with my Kommunity",
  storeCode: "Store code",
} as const;

/** The fields in the order the form shows them. */
const FIELD_ORDER: StylistSignUpField[] = ["email", "firstName", "lastName", "userName", "phone", "password", "birthYear", "sharePublic", "confirm18", "vipCode", "code"];

interface StylistSignUpFormProps {
  /** the onboarding's store segment: the new account goes on through its stylist root */
  store: string;
  /** the email checked on the previous step (ONB-03) */
  email: string;
  /** G-51: the store code passed in (`?code=`), shown read-only */
  storeCode?: string;
  /** the social sign-up (ONB-03 as AUTH-12): the provider's email read-only, its token sent along */
  social?: SocialSignUp;
  /** SHARE-05: the share sign-up, which goes on to the share checkout (the stylist's user name is the store code) */
  share?: { dir: ShareDir; shareId: string };
}

const resolver = lazyZodResolver(() => import("@/lib/auth/stylist-sign-up").then((m) => m.stylistSignUpSchema()));

/**
 * create_new_account (ONB-04, ONB-05): the stylist's account, type seller. Every rule is checked in the
 * browser with the spec's messages; what the server still refuses lands under its field.
 */
export function StylistSignUpForm({ store, email, storeCode, social, share }: StylistSignUpFormProps) {
  const {
    control,
    register,
    handleSubmit,
    setValue,
    getValues,
    setError,
    setFocus,
    formState: { errors },
  } = useShopForm<StylistSignUpInput, unknown, StylistSignUpValues>({
    resolver,
    // the first field in error on screen takes the focus (react-hook-form's own order is registration's,
    // where the phone's controller comes first)
    shouldFocusError: false,
    defaultValues: {
      email: social?.email ?? email,
      firstName: "",
      lastName: "",
      userName: "",
      phone: "",
      password: "",
      birthYear: DEFAULT_BIRTH_YEAR,
      sharePublic: false,
      confirm18: false,
      vipCode: "",
      code: storeCode ?? "",
    },
  });
  const { field: phone } = useController({ control, name: "phone" });

  // ONB-05: lower-cased, spaces and other characters dropped as it is typed
  const userName = register("userName", { onChange: () => setValue("userName", normalizeStylistUserName(getValues("userName"))) });

  const submit = useAuthSubmit({
    action: (values: StylistSignUpValues) => signUpAsStylist({ ...values, vipCode: values.vipCode ?? "", code: values.code ?? "" }, store, social?.token, ...(share ? [share] : [])),
    setError,
    onDone: (result) => {
      trackOnNextPage("sign_up", { method: "gsb" }); // AN-01: the Get Styled Box (stylist) sign-up
      return finishAuth(result.redirectTo);
    },
    onFieldErrors: (fields) => {
      for (const [name, message] of Object.entries(fields)) setError(name as StylistSignUpField, { type: "server", message });
      focusFirstError(fields as Partial<Record<StylistSignUpField, unknown>>);
    },
  });

  const text = (id: string, name: "firstName" | "lastName", label: string, autoComplete: string) => (
    <Field id={id} label={label} error={errors[name]?.message}>
      <input
        id={id}
        type="text"
        autoComplete={autoComplete}
        className={inputClass(Boolean(errors[name]?.message))}
        {...errorProps(id, errors[name]?.message)}
        {...register(name)}
      />
    </Field>
  );

  const focusFirstError = (failed: Partial<Record<StylistSignUpField, unknown>>) => {
    const first = FIELD_ORDER.find((name) => failed[name]);
    if (first) setFocus(first);
  };

  return (
    <form onSubmit={handleSubmit((values) => submit.mutate(values), focusFirstError)} noValidate className="flex flex-col gap-5" aria-label="Create your stylist account">
      <SignUpEmailField id="stylist-email" socialEmail={social?.email} error={errors.email?.message} registration={register("email")} />
      <div className="grid gap-5 desktop:grid-cols-2">
        {text("stylist-first-name", "firstName", "First name", "given-name")}
        {text("stylist-last-name", "lastName", "Last name", "family-name")}
      </div>
      <Field id="stylist-user-name" label="User name" hint="3~20, your store's address" error={errors.userName?.message}>
        <input
          id="stylist-user-name"
          type="text"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={STYLIST_USER_NAME_MAX}
          className={inputClass(Boolean(errors.userName?.message))}
          {...errorProps("stylist-user-name", errors.userName?.message)}
          {...userName}
        />
      </Field>
      <Field id="stylist-phone" label="Phone" error={errors.phone?.message}>
        <PhoneInput id="stylist-phone" field={phone} error={errors.phone?.message} />
      </Field>
      <PasswordField id="stylist-password" label="Password" error={errors.password?.message} isNew registration={register("password")} />
      <BirthYearField id="stylist-birth-year" error={errors.birthYear?.message} registration={register("birthYear", { valueAsNumber: true })} />
      <CheckboxField id="stylist-share-public" label={STYLIST_SIGN_UP_TEXT.sharePublic} error={errors.sharePublic?.message} registration={register("sharePublic")} />
      <CheckboxField id="stylist-confirm18" label={CONFIRM_18_LABEL} error={errors.confirm18?.message} registration={register("confirm18")} />
      <Field id="stylist-vip-code" label="VIP code" hint="(optional)" error={errors.vipCode?.message}>
        <input
          id="stylist-vip-code"
          type="text"
          autoCapitalize="characters"
          spellCheck={false}
          className={`${inputClass(Boolean(errors.vipCode?.message))} uppercase`}
          {...errorProps("stylist-vip-code", errors.vipCode?.message)}
          {...register("vipCode")}
        />
      </Field>
      {storeCode ? (
        <ReadOnlyValue label={STYLIST_SIGN_UP_TEXT.storeCode} value={storeCode} />
      ) : (
        <Field id="stylist-store-code" label={STYLIST_SIGN_UP_TEXT.storeCode} hint="(optional)" error={errors.code?.message}>
          <input id="stylist-store-code" type="text" autoCapitalize="none" spellCheck={false} className={inputClass(Boolean(errors.code?.message))} {...register("code")} />
        </Field>
      )}
      <FormError message={errors.root?.server?.message} />
      {/* after success the page navigates away: the button stays disabled until it does */}
      <Button type="submit" pending={submit.isPending || submit.isSuccess}>
        {STYLIST_SIGN_UP_TEXT.submit}
      </Button>
    </form>
  );
}
