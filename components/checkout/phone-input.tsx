"use client";
import type { Ref } from "react";
import { IMaskInput } from "react-imask";
import type { ControllerRenderProps } from "react-hook-form";
import { PHONE_MASK_OPTIONS } from "@/lib/checkout/phone";
import { errorProps, inputClass } from "@/components/ui/field";

interface PhoneInputProps {
  id: string;
  /** the form's field (react-hook-form's `useController`): its value is the digits, the mask is only what the input shows */
  field: Pick<ControllerRenderProps, "value" | "onChange" | "onBlur" | "ref" | "name">;
  error: string | undefined;
  disabled?: boolean;
}

/**
 * A US phone number masked as (###) ###-#### (CHK-04); the form keeps the ten digits. A number given
 * with its country code (+1 415 555 0100, typed, pasted or autofilled) loses the +1 first.
 */
export function PhoneInput({ id, field, error, disabled }: PhoneInputProps) {
  const { value, onChange, onBlur, ref, name } = field;
  return (
    <IMaskInput
      id={id}
      name={name}
      {...PHONE_MASK_OPTIONS}
      unmask
      value={value}
      inputRef={ref as Ref<HTMLInputElement>}
      onAccept={(digits: string) => {
        if (digits !== value) onChange(digits);
      }}
      onBlur={onBlur}
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
