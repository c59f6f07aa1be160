import type { ReactNode } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { blockSpace } from "./block-space";

interface FormFieldProps {
  id: string;
  label: ReactNode;
  error?: string;
  hint?: string;
  children: ReactNode;
}

/** A labelled control with its error underneath; the control must use `id` and `describedBy(id, …)`. */
export function FormField({ id, label, error, hint, children }: FormFieldProps) {
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-stone-800">
        {label}
        {hint ? <span className="ml-2 font-normal text-stone-600">{hint}</span> : null}
      </label>
      {children}
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** `aria-describedby` / `aria-invalid` props for a control inside FormField. */
export function describedBy(id: string, error: string | undefined) {
  return error ? { "aria-describedby": `${id}-error`, "aria-invalid": true as const } : {};
}

export const inputClass =
  "h-12 w-full border border-stone-300 bg-white px-3 text-[15px] text-stone-950 placeholder:text-stone-500 focus-visible:border-stone-950 focus-visible:outline-2 focus-visible:-outline-offset-1 focus-visible:outline-stone-950 aria-[invalid=true]:border-red-700";

interface PasswordFieldProps {
  id: string;
  label: string;
  error?: string;
  /** a password being chosen (sign-up, reset): `new-password`, and the space key does nothing */
  isNew?: boolean;
  registration: UseFormRegisterReturn;
}

/** A password input in its FormField, for every sign-in, sign-up and reset form. */
export function PasswordField({ id, label, error, isNew = false, registration }: PasswordFieldProps) {
  return (
    <FormField id={id} label={label} error={error}>
      <input
        id={id}
        type="password"
        autoComplete={isNew ? "new-password" : "current-password"}
        onKeyDown={isNew ? blockSpace : undefined}
        className={inputClass}
        {...describedBy(id, error)}
        {...registration}
      />
    </FormField>
  );
}
