"use client";
import { useJsApiLoader, type Libraries } from "@react-google-maps/api";
import { useEffect, useId, useRef, useState } from "react";
import { COUNTRY, PREDICT_DELAY_MS, placeAddress, shouldFillOnBlur, shouldPredict, type PlaceAddress } from "@/lib/maps/autocomplete";
import { errorProps, inputClass } from "@/components/ui/field";

const LIBRARIES: Libraries = ["places"];

type Prediction = google.maps.places.AutocompletePrediction;

/** US street-address predictions for what was typed; none on any failure (quota, network): plain entry still works. */
async function predict(input: string): Promise<Prediction[]> {
  if (!shouldPredict(input)) return [];
  try {
    const service = new google.maps.places.AutocompleteService();
    const answer = await service.getPlacePredictions({ input, componentRestrictions: { country: COUNTRY }, types: ["address"] });
    return answer.predictions;
  } catch {
    return [];
  }
}

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
 * The address input with Google Places predictions (CHK-05): US only, after 4 characters and 600 ms;
 * a listbox the keyboard can walk (arrows, Enter, Escape); on blur, an address of 5 characters or
 * more is completed from the first prediction. Until the script loads, or when it fails, it is a
 * plain input. Loaded through next/dynamic only when a key is set, so pages without one ship none of it.
 */
export function AddressAutocomplete({ id, apiKey, value, error, disabled, autoComplete, onChange, onPlace }: AddressAutocompleteProps) {
  const { isLoaded } = useJsApiLoader({ id: "google-maps-script", googleMapsApiKey: apiKey, libraries: LIBRARIES });
  const listId = useId();
  /** the predictions and the text they were asked for */
  const [found, setFound] = useState<{ input: string; predictions: Prediction[] }>({ input: "", predictions: [] });
  const predictions = found.predictions;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  /** only what the shopper typed asks for predictions, not a value filled from one */
  const typed = useRef(false);

  useEffect(() => {
    if (!typed.current || !isLoaded || !shouldPredict(value)) return;
    let cancelled = false;
    const timer = window.setTimeout(async () => {
      const list = await predict(value);
      if (cancelled) return;
      setFound({ input: value, predictions: list });
      setActive(-1);
      setOpen(list.length > 0);
    }, PREDICT_DELAY_MS);
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
  }, [value, isLoaded]);

  const take = async (prediction: Prediction) => {
    typed.current = false;
    setOpen(false);
    try {
      const { results } = await new google.maps.Geocoder().geocode({ placeId: prediction.place_id });
      const place = placeAddress(results[0]?.address_components ?? []);
      onPlace({ ...place, address: place.address || prediction.structured_formatting.main_text });
    } catch {
      onChange(prediction.structured_formatting.main_text);
    }
  };

  const onBlur = async () => {
    setOpen(false);
    if (!typed.current || !shouldFillOnBlur(value)) return;
    if (!isLoaded) return;
    const [first] = found.input === value ? predictions : await predict(value);
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
            key={p.place_id}
            id={optionId(i)}
            role="option"
            aria-selected={i === active}
            // keeps the focus in the input, so its blur does not race the pick
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => void take(p)}
            className={`cursor-pointer px-3 py-2 text-sm ${i === active ? "bg-stone-100" : ""}`}
          >
            {p.description}
          </li>
        ))}
      </ul>
    </div>
  );
}
