import type { UseFormRegisterReturn } from "react-hook-form";
import { InputField } from "./field";

interface CodeFieldProps {
  id: string;
  label: string;
  error?: string;
  /** the longest code the API takes */
  maxLength: number;
  registration: UseFormRegisterReturn;
}

/**
 * A code a person copies from a mail or a receipt (an order id, an order token) in its Field: no
 * autofill, no spelling help, capitals on a phone's keyboard. EmailField's sibling for the look-ups.
 */
export function CodeField({ id, label, error, maxLength, registration }: CodeFieldProps) {
  return <InputField id={id} label={label} error={error} registration={registration} type="text" autoComplete="off" autoCapitalize="characters" spellCheck={false} maxLength={maxLength} />;
}
