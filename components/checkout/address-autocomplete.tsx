"use client";
import { useJsApiLoader, type Libraries } from "@react-google-maps/api";
import { useEffect, useId, useMemo, useRef, useState } from "react";
import { PREDICT_DELAY_MS, shouldFillOnBlur, shouldPredict, type PlaceAddress } from "@/lib/maps/autocomplete";
import { createAddressSearch, type AddressSuggestion } from "@/lib/maps/places";
import { errorProps, inputClass } from "@/components/ui/field";

const LIBRARIES: Libraries = ["places"];

interface AddressAutocompleteProps {
  id: string;
  apiKey: string;
  value: string;
  error: string | undefined;
  disabled?: boolean;
  autoComplete: string;
  onChange: (address: string) => void;
  /** a prediction was taken: street, zip, city (and state) to fill */
  onPlace: (place: PlaceAddress) => void;
}

/**
 * The address input with Google Places (API New) suggestions (CHK-05): US only, after 4 characters and 600 ms;
 * a listbox the keyboard can walk (arrows, Enter, Escape); on blur, an address of 5 characters or
 * more is completed from the first prediction. Until the script loads, or when it fails, it is a
 * plain input. Loaded through next/dynamic only when a key is set, so pages without one ship none of it.
 */
export function AddressAutocomplete({ id, apiKey, value, error, disabled, autoComplete, onChange, onPlace }: AddressAutocompleteProps) {
  const { isLoaded } = useJsApiLoader({ id: "google-maps-script", googleMapsApiKey: apiKey, libraries: LIBRARIES });
  const search = useMemo(() => (isLoaded ? createAddressSearch(google.maps.places) : null), [isLoaded]);
  const listId = useId();
  /** the suggestions and the text they were asked for */
  const [found, setFound] = useState<{ input: string; predictions: AddressSuggestion[] }>({ input: "", predictions: [] });
  const predictions = found.predictions;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  /** only what the shopper typed asks for predictions, not a value filled from one */
  const typed = useRef(false);

  useEffect(() => {
    if (!typed.current || !search || !shouldPredict(value)) return;
    let cancelled = false;
    const timer = window.setTimeout(async () => {
      const list = await search.suggest(value);
      if (cancelled) return;
      setFound({ input: value, predictions: list });
      setActive(-1);
      setOpen(list.length > 0);
    }, PREDICT_DELAY_MS);
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
  }, [value, search]);

  const take = async (suggestion: AddressSuggestion) => {
    typed.current = false;
    setOpen(false);
    const place = await search?.address(suggestion);
    if (place) onPlace(place);
    else onChange(suggestion.mainText);
  };

  const onBlur = async () => {
    setOpen(false);
    if (!typed.current || !shouldFillOnBlur(value) || !search) return;
    const [first] = found.input === value ? predictions : await search.suggest(value);
    if (first) await take(first);
  };

  const optionId = (i: number) => `${listId}-${i}`;

  return (
    <div className="relative">
      <input
        id={id}
        value={value}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
        autoComplete={autoComplete}
        maxLength={200}
        disabled={disabled}
        className={inputClass(Boolean(error))}
        {...errorProps(id, error)}
        onChange={(e) => {
          typed.current = true;
          if (!shouldPredict(e.target.value)) setOpen(false);
          onChange(e.target.value);
        }}
        onBlur={() => void onBlur()}
        onKeyDown={(e) => {
          if (!open) return;
          if (e.key === "ArrowDown" || e.key === "ArrowUp") {
            e.preventDefault();
            const step = e.key === "ArrowDown" ? 1 : -1;
            setActive((i) => (i + step + predictions.length) % predictions.length);
          } else if (e.key === "Enter" && active >= 0 && predictions[active]) {
            e.preventDefault();
            void take(predictions[active]);
          } else if (e.key === "Escape") {
            setOpen(false);
          }
        }}
      />
      <ul id={listId} role="listbox" aria-label="Address suggestions" hidden={!open} className="absolute inset-x-0 top-full z-20 max-h-64 overflow-y-auto border border-stone-300 bg-white shadow-lg">
        {predictions.map((p, i) => (
          <li
            key={p.placeId}
            id={optionId(i)}
            role="option"
            aria-selected={i === active}
            // keeps the focus in the input, so its blur does not race the pick
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => void take(p)}
            className={`cursor-pointer px-3 py-2 text-sm ${i === active ? "bg-stone-100" : ""}`}
          >
            {p.text}
          </li>
        ))}
      </ul>
    </div>
  );
}
