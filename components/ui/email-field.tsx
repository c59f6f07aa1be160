import type { UseFormRegisterReturn } from "react-hook-form";
import { InputField } from "./field";

/** An address is at most 254 characters (RFC 5321's path limit); the API refuses longer ones too. */
export const EMAIL_MAX_LENGTH = 254;

interface EmailFieldProps {
  id: string;
  label?: string;
  error?: string;
  registration: UseFormRegisterReturn;
}

/** An email input in its Field, for every form that asks for one (sign-in, sign-up, look-ups, contact). */
export function EmailField({ id, label = "Email", error, registration }: EmailFieldProps) {
  return <InputField id={id} label={label} error={error} registration={registration} type="email" autoComplete="email" inputMode="email" maxLength={EMAIL_MAX_LENGTH} />;
}
