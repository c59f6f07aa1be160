/**
 * The address autocomplete's rules (CHK-05) as plain functions: when to ask for predictions, when
 * a blur fills the form from the first one, and how a place's address components become the form's
 * street, zip, city and state. The Maps script itself loads only when a key is configured; the
 * calls to Google's Places API (New) are in ./places.ts.
 */

/** Predictions only for US addresses, after at least 4 characters and 600 ms without typing. */
export const PREDICT_MIN_CHARS = 4;
export const PREDICT_DELAY_MS = 600;
/** On blur, an address of at least 5 characters is completed from the first prediction. */
export const FILL_ON_BLUR_MIN_CHARS = 5;
export const COUNTRY = "us";

export const shouldPredict = (text: string) => text.trim().length >= PREDICT_MIN_CHARS;
export const shouldFillOnBlur = (text: string) => text.trim().length >= FILL_ON_BLUR_MIN_CHARS;

/** The public browser key; without it the form is plain entry and no Maps code is fetched. */
export function mapsApiKey(): string | null {
  const key = process.env.NEXT_PUBLIC_GOOGLE_MAPS_API_KEY?.trim();
  return key ? key : null;
}

/** The part of the Places API (New)'s google.maps.places.AddressComponent this uses. */
export interface AddressComponent {
  longText: string | null;
  shortText: string | null;
  types: string[];
}

export interface PlaceAddress {
  address: string;
  zip: string;
  city: string;
  state: string;
}

/** Street number and route as the street line; the city falls back through the usual US types. */
export function placeAddress(components: readonly AddressComponent[]): PlaceAddress {
  const find = (type: string) => components.find((c) => c.types.includes(type));
  const street = [find("street_number")?.longText, find("route")?.longText].filter(Boolean).join(" ");
  const city = find("locality") ?? find("sublocality") ?? find("postal_town") ?? find("administrative_area_level_3");
  return {
    address: street,
    zip: find("postal_code")?.longText ?? "",
    city: city?.longText ?? "",
    state: find("administrative_area_level_1")?.shortText ?? "",
  };
}
