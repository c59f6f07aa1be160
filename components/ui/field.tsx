import type { InputHTMLAttributes, ReactNode } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";

/**
 * The shop's form field: a label, the control, and its error underneath, wired for assistive technology —
 * the control gets `id` and `{...errorProps(id, error)}` so it is marked invalid and its error is read with it.
 */

/** The input look for every form; invalid fields get a red border. */
export const inputClass = (invalid: boolean) =>
  `h-11 w-full border bg-white px-3 text-[15px] text-stone-950 placeholder:text-stone-400 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-stone-950 disabled:bg-stone-100 disabled:text-stone-500 ${invalid ? "border-rose-700" : "border-stone-300"}`;

export const errorId = (id: string) => `${id}-error`;

/** What ties an input to its error: announced with the field, and the field marked invalid. */
export const errorProps = (id: string, error: string | undefined) => ({
  "aria-invalid": error ? true : undefined,
  "aria-describedby": error ? errorId(id) : undefined,
});

interface FieldProps {
  id: string;
  label: ReactNode;
  /** a short note after the label, e.g. "(optional)" */
  hint?: string;
  error?: string;
  /** the input (or any labelled control) for `id` */
  children: ReactNode;
  className?: string;
}

/** A label, the control and its error message underneath. */
export function Field({ id, label, hint, error, children, className = "" }: FieldProps) {
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-xs font-semibold uppercase tracking-[0.14em] text-stone-600">
        {label}
        {/* a real space: the label reads 'Reason (optional)', not 'Reason(optional)' (finding 11) */}
        {hint ? " " : null}
        {hint ? <span className="ml-1 font-normal normal-case tracking-normal text-stone-600">{hint}</span> : null}
      </label>
      {children}
      <FieldError id={id} error={error} />
    </div>
  );
}

export function FieldError({ id, error }: { id: string; error: string | undefined }) {
  if (!error) return null;
  return (
    <p id={errorId(id)} className="mt-1.5 text-sm text-rose-700">
      {error}
    </p>
  );
}

interface InputFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "className"> {
  id: string;
  label: ReactNode;
  hint?: string;
  error?: string;
  /** react-hook-form's `register(name)` */
  registration: UseFormRegisterReturn;
}

/** A registered text input in its Field, wired to its error; EmailField and CodeField are its presets. */
export function InputField({ id, label, hint, error, registration, ...input }: InputFieldProps) {
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      <input id={id} className={inputClass(Boolean(error))} {...errorProps(id, error)} {...input} {...registration} />
    </Field>
  );
}
