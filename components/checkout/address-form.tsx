"use client";
import dynamic from "next/dynamic";
import type { AddressForm as AddressModel } from "@/lib/checkout/checkout-data";
import type { AddressErrors } from "@/lib/checkout/validation";
import { mapsApiKey } from "@/lib/maps/autocomplete";
import { Field, errorProps, inputClass } from "@/components/ui/field";
import { PhoneInput } from "./phone-input";

/** The Maps code ships only with a configured key, and only once the form renders (CHK-05). */
const AddressAutocomplete = dynamic(() => import("./address-autocomplete").then((m) => m.AddressAutocomplete), { ssr: false });

interface AddressFormProps {
  /** the fields' ids (and autofill section) are `${idPrefix}-${field}` */
  idPrefix: "shipping" | "billing";
  value: AddressModel;
  errors: AddressErrors;
  onChange: (patch: Partial<AddressModel>) => void;
  disabled?: boolean;
}

/**
 * The address form (CHK-04): full name, address (with US autocomplete when a Maps key is set),
 * the optional apartment line, zip, city and the masked phone. Controlled: the caller keeps the
 * model and the errors (lib/checkout/validation.ts validateAddress).
 */
export function AddressForm({ idPrefix, value, errors, onChange, disabled }: AddressFormProps) {
  const id = (field: keyof AddressModel) => `${idPrefix}-${field}`;
  const text = (field: "fullName" | "address2" | "zip" | "city", autoComplete: string, extra: { inputMode?: "numeric"; maxLength?: number } = {}) => (
    <input
      id={id(field)}
      value={value[field]}
      onChange={(e) => onChange({ [field]: e.target.value })}
      autoComplete={`${idPrefix} ${autoComplete}`}
      disabled={disabled}
      className={inputClass(Boolean(errors[field as keyof AddressErrors]))}
      {...errorProps(id(field), errors[field as keyof AddressErrors])}
      {...extra}
    />
  );
  const key = mapsApiKey();

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field id={id("fullName")} label="Full name" error={errors.fullName} className="sm:col-span-2">
        {text("fullName", "name", { maxLength: 120 })}
      </Field>
      <Field id={id("address")} label="Address" error={errors.address} className="sm:col-span-2">
        {key ? (
          <AddressAutocomplete
            id={id("address")}
            apiKey={key}
            value={value.address}
            error={errors.address}
            disabled={disabled}
            autoComplete={`${idPrefix} address-line1`}
            onChange={(address) => onChange({ address })}
            onPlace={(place) => onChange(place)}
          />
        ) : (
          <input
            id={id("address")}
            value={value.address}
            onChange={(e) => onChange({ address: e.target.value })}
            autoComplete={`${idPrefix} address-line1`}
            maxLength={200}
            disabled={disabled}
            className={inputClass(Boolean(errors.address))}
            {...errorProps(id("address"), errors.address)}
          />
        )}
      </Field>
      <Field id={id("address2")} label="Apartment, suite, building (optional)" className="sm:col-span-2">
        {text("address2", "address-line2", { maxLength: 200 })}
      </Field>
      <Field id={id("zip")} label="Zip code" error={errors.zip}>
        {text("zip", "postal-code", { inputMode: "numeric", maxLength: 10 })}
      </Field>
      <Field id={id("city")} label="City" error={errors.city}>
        {text("city", "address-level2", { maxLength: 100 })}
      </Field>
      <Field id={id("phone")} label="Phone" error={errors.phone} className="sm:col-span-2">
        <PhoneInput id={id("phone")} value={value.phone} error={errors.phone} disabled={disabled} onChange={(phone) => onChange({ phone })} />
      </Field>
    </div>
  );
}
