/**
 * Google's Places API (New) behind the address combobox (CHK-05). The legacy AutocompleteService
 * is closed to new customers since March 2025: suggestions now come from
 * `AutocompleteSuggestion.fetchAutocompleteSuggestions`, and a picked one becomes a Place whose
 * `addressComponents` fill the form. Every request of one search carries the same
 * `AutocompleteSessionToken`, and fetching the picked place ends the session (Google bills a
 * session, from the first keystroke to that lookup, as one). Any failure (quota, network) answers
 * nothing: plain entry keeps working.
 *
 * It takes `google.maps.places` as an argument, so tests hand in a fake.
 */
import { COUNTRY, placeAddress, shouldPredict, type PlaceAddress } from "./autocomplete";

export type PlacesLibrary = Pick<typeof google.maps.places, "AutocompleteSuggestion" | "AutocompleteSessionToken">;

/** Street addresses and buildings: what the old `types: ["address"]` asked for. */
const ADDRESS_TYPES = ["street_address", "premise", "subpremise"];

export interface AddressSuggestion {
  placeId: string;
  /** the whole line, shown in the list */
  text: string;
  /** the street part, used when the place has no street of its own */
  mainText: string;
  prediction: google.maps.places.PlacePrediction;
}

export interface AddressSearch {
  /** US street-address suggestions for what was typed (none under PREDICT_MIN_CHARS or on failure). */
  suggest(input: string): Promise<AddressSuggestion[]>;
  /** The suggestion's street, zip, city and state, or null when the place could not be fetched. */
  address(suggestion: AddressSuggestion): Promise<PlaceAddress | null>;
}

function toSuggestion(prediction: google.maps.places.PlacePrediction): AddressSuggestion {
  const text = prediction.text.text;
  return { placeId: prediction.placeId, text, mainText: prediction.mainText?.text ?? text, prediction };
}

export function createAddressSearch(places: PlacesLibrary): AddressSearch {
  let session: google.maps.places.AutocompleteSessionToken | null = null;

  return {
    async suggest(input) {
      if (!shouldPredict(input)) return [];
      session ??= new places.AutocompleteSessionToken();
      try {
        const { suggestions } = await places.AutocompleteSuggestion.fetchAutocompleteSuggestions({
          input,
          sessionToken: session,
          includedRegionCodes: [COUNTRY],
          includedPrimaryTypes: ADDRESS_TYPES,
        });
        return suggestions.flatMap((s) => (s.placePrediction ? [toSuggestion(s.placePrediction)] : []));
      } catch {
        return [];
      }
    },

    async address(suggestion) {
      // The place carries the session's token; the next search starts a new session.
      session = null;
      try {
        const place = suggestion.prediction.toPlace();
        await place.fetchFields({ fields: ["addressComponents"] });
        const found = placeAddress(place.addressComponents ?? []);
        return { ...found, address: found.address || suggestion.mainText };
      } catch {
        return null;
      }
    },
  };
}
