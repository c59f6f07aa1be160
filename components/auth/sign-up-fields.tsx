import { useMemo } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { Field, FieldError, errorProps, inputClass } from "@/components/ui/field";
import { birthYearOptions, DEFAULT_BIRTH_YEAR } from "@/lib/auth/birth-year";
import { EmailField } from "@/components/ui/email-field";

/**
 * The field groups the shopper sign-up (AUTH-01) and the stylist sign-up (ONB-04) share; the password is
 * PasswordField. Each takes its form's `register(...)` result, so the rules and messages stay the form's.
 */

/** The terms checkbox's text, the same on both sign-ups (AUTH-01, ONB-04). */
export const CONFIRM_18_LABEL = "I am at least 18 years old and accept the Terms and conditions";

interface RegisteredFieldProps {
  id: string;
  error?: string;
  registration: UseFormRegisterReturn;
}

/** A value passed in rather than typed (the social email, an invite or store code), shown read-only. */
export function ReadOnlyValue({ label, value }: { label: string; value: string }) {
  return (
    <p className="text-sm text-stone-700">
      {label} <span className="ml-2 font-medium text-stone-950">{value}</span>
    </p>
  );
}

/** The email, or the provider's email read-only in the social sign-up (AUTH-12). */
export function SignUpEmailField({ id, error, registration, socialEmail }: RegisteredFieldProps & { socialEmail?: string }) {
  if (socialEmail) return <ReadOnlyValue label="Email" value={socialEmail} />;
  return (
    <EmailField id={id} error={error} registration={registration} />
  );
}

/** BR-VAL-13: this year − 18 down to 1910, 1980 first shown; register it with `valueAsNumber`. */
export function BirthYearField({ id, error, registration }: RegisteredFieldProps) {
  const years = useMemo(() => birthYearOptions(), []);
  return (
    <Field id={id} label="Birth year" error={error}>
      <select
        id={id}
        // the server-rendered HTML shows the default before react-hook-form takes over
        defaultValue={DEFAULT_BIRTH_YEAR}
        className={inputClass(Boolean(error))}
        {...errorProps(id, error)}
        {...registration}
      >
        {years.map((year) => (
          <option key={year} value={year}>
            {year}
          </option>
        ))}
      </select>
    </Field>
  );
}

/** A required checkbox (18+ and terms, share contact) with its message underneath. */
export function CheckboxField({ id, label, error, registration }: RegisteredFieldProps & { label: string }) {
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="flex items-start gap-3 text-sm text-stone-800">
        <input id={id} type="checkbox" className="mt-0.5 size-5 accent-stone-950" {...errorProps(id, error)} {...registration} />
        <span>{label}</span>
      </label>
      <FieldError id={id} error={error} />
    </div>
  );
}
