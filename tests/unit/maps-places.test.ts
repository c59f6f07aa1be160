import { describe, expect, it, vi } from "vitest";
import { createAddressSearch, type PlacesLibrary } from "@/lib/maps/places";

type Component = { longText: string | null; shortText: string | null; types: string[] };
const c = (long: string, types: string[], short = long): Component => ({ longText: long, shortText: short, types });

/** A fake `google.maps.places` with one prediction whose place has these address components. */
function fakePlaces(components: Component[] | Error = []) {
  const tokens: object[] = [];
  class AutocompleteSessionToken {
    constructor() {
      tokens.push(this);
    }
  }
  const place = {
    addressComponents: undefined as Component[] | undefined,
    fetchFields: vi.fn(async () => {
      if (components instanceof Error) throw components;
      place.addressComponents = components;
      return { place };
    }),
  };
  const prediction = {
    placeId: "place-1",
    text: { text: "1600 Amphitheatre Pkwy, Mountain View, CA, USA" },
    mainText: { text: "1600 Amphitheatre Pkwy" },
    toPlace: () => place,
  };
  const fetchAutocompleteSuggestions = vi.fn<(request: google.maps.places.AutocompleteRequest) => Promise<{ suggestions: unknown[] }>>(async () => ({
    suggestions: [{ placePrediction: prediction }, { placePrediction: null }],
  }));
  const places = { AutocompleteSessionToken, AutocompleteSuggestion: { fetchAutocompleteSuggestions } } as unknown as PlacesLibrary;
  return { places, tokens, place, fetchAutocompleteSuggestions };
}

describe("address search on the Places API (New)", () => {
  it("asks for US street addresses with one session token, and lists the predictions", async () => {
    const fake = fakePlaces();
    const search = createAddressSearch(fake.places);

    const found = await search.suggest("1600 Amph");
    await search.suggest("1600 Amphi");

    expect(found).toEqual([expect.objectContaining({ placeId: "place-1", text: "1600 Amphitheatre Pkwy, Mountain View, CA, USA", mainText: "1600 Amphitheatre Pkwy" })]);
    const [first, second] = fake.fetchAutocompleteSuggestions.mock.calls.map(([request]) => request);
    expect(first).toMatchObject({ input: "1600 Amph", includedRegionCodes: ["us"], includedPrimaryTypes: ["street_address", "premise", "subpremise"] });
    expect(fake.tokens).toHaveLength(1);
    expect(first?.sessionToken).toBe(fake.tokens[0]);
    expect(second?.sessionToken).toBe(fake.tokens[0]);
  });

  it("does not ask under 4 characters", async () => {
    const fake = fakePlaces();
    expect(await createAddressSearch(fake.places).suggest("160")).toEqual([]);
    expect(fake.fetchAutocompleteSuggestions).not.toHaveBeenCalled();
  });

  it("turns the picked place's address components into the form's street, zip, city and state, then starts a new session", async () => {
    const fake = fakePlaces([
      c("1600", ["street_number"]),
      c("Amphitheatre Parkway", ["route"], "Amphitheatre Pkwy"),
      c("Mountain View", ["locality", "political"]),
      c("California", ["administrative_area_level_1", "political"], "CA"),
      c("United States", ["country", "political"], "US"),
      c("94043", ["postal_code"]),
    ]);
    const search = createAddressSearch(fake.places);
    const [suggestion] = await search.suggest("1600 Amph");

    expect(await search.address(suggestion!)).toEqual({ address: "1600 Amphitheatre Parkway", zip: "94043", city: "Mountain View", state: "CA" });
    expect(fake.place.fetchFields).toHaveBeenCalledWith({ fields: ["addressComponents"] });

    await search.suggest("1 Main");
    expect(fake.tokens).toHaveLength(2);
    expect(fake.fetchAutocompleteSuggestions.mock.calls[1]?.[0].sessionToken).toBe(fake.tokens[1]);
  });

  it("keeps the prediction's street when the place has none, and the city from a sublocality", async () => {
    const fake = fakePlaces([c("Brooklyn", ["sublocality", "political"]), c("NY", ["administrative_area_level_1"])]);
    const search = createAddressSearch(fake.places);
    const [suggestion] = await search.suggest("1600 Amph");
    expect(await search.address(suggestion!)).toEqual({ address: "1600 Amphitheatre Pkwy", zip: "", city: "Brooklyn", state: "NY" });
  });

  it("answers nothing when Google fails, so plain entry goes on", async () => {
    const failing = fakePlaces(new Error("quota"));
    const search = createAddressSearch(failing.places);
    const [suggestion] = await search.suggest("1600 Amph");
    expect(await search.address(suggestion!)).toBeNull();

    failing.fetchAutocompleteSuggestions.mockRejectedValueOnce(new Error("network"));
    expect(await search.suggest("1600 Amph")).toEqual([]);
  });
});
