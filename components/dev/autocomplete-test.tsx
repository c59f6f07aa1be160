"use client";
import { useState } from "react";
import { AddressAutocomplete } from "@/components/checkout/address-autocomplete";

/** MISC-09: the checkout's address autocomplete on its own (it asks from 4 characters after 600 ms, CHK-05); needs the Maps key. */
export function AutocompleteTest({ apiKey }: { apiKey: string | null }) {
  const [value, setValue] = useState("");
  const [picked, setPicked] = useState("");
  if (!apiKey) return <p className="text-sm text-stone-700">Set NEXT_PUBLIC_GOOGLE_MAPS_API_KEY (at build time) to try the address autocomplete.</p>;
  return (
    <div className="space-y-4">
      <label htmlFor="dev-address" className="block text-sm font-medium text-stone-900">
        Address
      </label>
      <AddressAutocomplete
        id="dev-address"
        apiKey={apiKey}
        value={value}
        error={undefined}
        autoComplete="address-line1"
        onChange={setValue}
        onPlace={(place) => setPicked(JSON.stringify(place))}
      />
      <output className="block break-all text-sm">{picked}</output>
    </div>
  );
}
