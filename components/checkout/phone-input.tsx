"use client";
import { IMaskInput } from "react-imask";
import { PHONE_MASK_OPTIONS } from "@/lib/checkout/phone";
import { errorProps, inputClass } from "@/components/ui/field";

interface PhoneInputProps {
  id: string;
  /** the digits; the mask is only what the input shows */
  value: string;
  error: string | undefined;
  disabled?: boolean;
  onChange: (digits: string) => void;
}

/**
 * A US phone number masked as (###) ###-#### (CHK-04); the form keeps the ten digits. A number given
 * with its country code (+1 415 555 0100, typed, pasted or autofilled) loses the +1 first.
 */
export function PhoneInput({ id, value, error, disabled, onChange }: PhoneInputProps) {
  return (
    <IMaskInput
      id={id}
      {...PHONE_MASK_OPTIONS}
      unmask
      value={value}
      onAccept={(digits: string) => {
        if (digits !== value) onChange(digits);
      }}
      type="tel"
      inputMode="tel"
      autoComplete="tel-national"
      placeholder="(555) 555-5555"
      disabled={disabled}
      className={inputClass(Boolean(error))}
      {...errorProps(id, error)}
    />
  );
}
