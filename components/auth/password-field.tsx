import type { UseFormRegisterReturn } from "react-hook-form";
import { Field, errorProps, inputClass } from "@/components/ui/field";
import { blockSpace } from "./block-space";

interface PasswordFieldProps {
  id: string;
  label: string;
  error?: string;
  /** a password being chosen (sign-up, reset): `new-password`, and the space key does nothing */
  isNew?: boolean;
  registration: UseFormRegisterReturn;
}

/** A password input in its Field, for every sign-in, sign-up and reset form. */
export function PasswordField({ id, label, error, isNew = false, registration }: PasswordFieldProps) {
  return (
    <Field id={id} label={label} error={error}>
      <input
        id={id}
        type="password"
        autoComplete={isNew ? "new-password" : "current-password"}
        onKeyDown={isNew ? blockSpace : undefined}
        className={inputClass(Boolean(error))}
        {...errorProps(id, error)}
        {...registration}
      />
    </Field>
  );
}
