"use client";
/**
 * The address fields (CHK-04) for any react-hook-form form: checkout's shipping (step 1) and billing (step 2), and
 * the account's address dialog.
 *
 *   <AddressFields control={form.control} name="shipping" section="shipping" disabled={saving} />
 *
 * - `control`: the form's `useForm().control`.
 * - `name`: where the address (an `AddressForm` of lib/checkout/checkout-data.ts) sits in the form's values; the
 *   form's schema validates it with `addressSchema` (lib/checkout/validation.ts), e.g. `z.object({ shipping: addressSchema })`.
 * - `section`: the inputs' ids are `${section}-${field}` (`shipping-fullName`, …), and the browser's autofill section.
 * - `disabled`: while the form is being sent.
 *
 * Errors are the form's own (shown through `Field`); every input hands its ref to the form, so react-hook-form's
 * `shouldFocusError` focuses the first invalid one on submit. The phone keeps its ten digits, the mask is the input's.
 */
import dynamic from "next/dynamic";
import { useEffect, type Ref } from "react";
import { useController, type Control, type FieldPathByValue, type FieldValues } from "react-hook-form";
import type { AddressForm } from "@/lib/checkout/checkout-data";
import { mapsApiKey } from "@/lib/maps/autocomplete";
import { Field, errorProps, inputClass } from "@/components/ui/field";
import { PhoneInput } from "./phone-input";

/** The Maps code ships only with a configured key, and only once the form renders (CHK-05). */
const AddressAutocomplete = dynamic(() => import("./address-autocomplete").then((m) => m.AddressAutocomplete), { ssr: false });

interface AddressFieldsProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPathByValue<T, AddressForm>;
  section: "shipping" | "billing";
  disabled?: boolean;
}

type AddressControl = Control<Record<string, AddressForm>>;

/** One address field bound to the form: its value, change, blur, ref and error. */
function useAddressField(control: AddressControl, name: string, field: keyof AddressForm) {
  const { field: props, fieldState } = useController({ control, name: `${name}.${field}` });
  return { props, error: fieldState.error?.message };
}

type BoundField = ReturnType<typeof useAddressField>;

export function AddressFields<T extends FieldValues>({ control: formControl, name, section, disabled }: AddressFieldsProps<T>) {
  // `name` is typed against the caller's form; inside, the address is just "an AddressForm under `name`".
  const control = formControl as unknown as AddressControl;
  const fullName = useAddressField(control, name, "fullName");
  const address = useAddressField(control, name, "address");
  const address2 = useAddressField(control, name, "address2");
  const zip = useAddressField(control, name, "zip");
  const state = useAddressField(control, name, "state");
  const city = useAddressField(control, name, "city");
  const phone = useAddressField(control, name, "phone");
  const id = (field: keyof AddressForm) => `${section}-${field}`;
  const key = mapsApiKey();

  const text = (field: "fullName" | "address" | "address2" | "zip" | "city", bound: BoundField, autoComplete: string, extra: { inputMode?: "numeric"; maxLength?: number } = {}) => (
    <TextInput id={id(field)} bound={bound} autoComplete={`${section} ${autoComplete}`} disabled={disabled} {...extra} />
  );

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field id={id("fullName")} label="Full name" error={fullName.error} className="sm:col-span-2">
        {text("fullName", fullName, "name", { maxLength: 120 })}
      </Field>
      <Field id={id("address")} label="Address" error={address.error} className="sm:col-span-2">
        {key ? (
          <AutocompleteAddress
            id={id("address")}
            apiKey={key}
            bound={address}
            disabled={disabled}
            autoComplete={`${section} address-line1`}
            onPlace={(place) => {
              address.props.onChange(place.address);
              zip.props.onChange(place.zip);
              city.props.onChange(place.city);
              state.props.onChange(place.state);
            }}
          />
        ) : (
          text("address", address, "address-line1", { maxLength: 200 })
        )}
      </Field>
      <Field id={id("address2")} label="Apartment, suite, building (optional)" className="sm:col-span-2">
        {text("address2", address2, "address-line2", { maxLength: 200 })}
      </Field>
      <Field id={id("zip")} label="Zip code" error={zip.error}>
        {text("zip", zip, "postal-code", { inputMode: "numeric", maxLength: 10 })}
      </Field>
      <Field id={id("city")} label="City" error={city.error}>
        {text("city", city, "address-level2", { maxLength: 100 })}
      </Field>
      <Field id={id("phone")} label="Phone" error={phone.error} className="sm:col-span-2">
        <PhoneInput id={id("phone")} field={phone.props} error={phone.error} disabled={disabled} />
      </Field>
    </div>
  );
}

interface TextInputProps {
  id: string;
  bound: BoundField;
  autoComplete: string;
  disabled?: boolean;
  inputMode?: "numeric";
  maxLength?: number;
}

function TextInput({ id, bound, ...rest }: TextInputProps) {
  const { value, onChange, onBlur, ref, name } = bound.props;
  return (
    <input
      id={id}
      name={name}
      ref={ref as Ref<HTMLInputElement>}
      value={value}
      onChange={onChange}
      onBlur={onBlur}
      className={inputClass(Boolean(bound.error))}
      {...errorProps(id, bound.error)}
      {...rest}
    />
  );
}

interface AutocompleteAddressProps {
  id: string;
  apiKey: string;
  bound: BoundField;
  disabled?: boolean;
  autoComplete: string;
  onPlace: (place: { address: string; zip: string; city: string; state: string }) => void;
}

/** The Maps combobox as a form field; it takes no ref, so the form focuses it by its id. */
function AutocompleteAddress({ id, apiKey, bound, disabled, autoComplete, onPlace }: AutocompleteAddressProps) {
  const { value, onChange, ref } = bound.props;
  useEffect(() => {
    ref({ focus: () => document.getElementById(id)?.focus() });
  }, [ref, id]);
  return (
    <AddressAutocomplete id={id} apiKey={apiKey} value={value} error={bound.error} disabled={disabled} autoComplete={autoComplete} onChange={onChange} onPlace={onPlace} />
  );
}
