// @vitest-environment jsdom
/**
 * The address combobox on the Places API (New), with the Maps loader and `google.maps.places`
 * replaced by fakes (no network to Google): suggestions after typing, a pick with the keyboard, and
 * the fill on blur, each becoming the form's street, zip, city and state.
 */
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { PlaceAddress } from "@/lib/maps/autocomplete";
import { AddressAutocomplete } from "@/components/checkout/address-autocomplete";

vi.mock("@react-google-maps/api", () => ({ useJsApiLoader: () => ({ isLoaded: true }) }));

const components = [
  { longText: "1600", shortText: "1600", types: ["street_number"] },
  { longText: "Amphitheatre Parkway", shortText: "Amphitheatre Pkwy", types: ["route"] },
  { longText: "Mountain View", shortText: "Mountain View", types: ["locality", "political"] },
  { longText: "California", shortText: "CA", types: ["administrative_area_level_1", "political"] },
  { longText: "94043", shortText: "94043", types: ["postal_code"] },
];

function prediction(placeId: string, text: string, mainText: string) {
  const place = {
    addressComponents: undefined as typeof components | undefined,
    fetchFields: vi.fn(async () => {
      place.addressComponents = components;
      return { place };
    }),
  };
  return { placeId, text: { text }, mainText: { text: mainText }, toPlace: () => place };
}

const fetchAutocompleteSuggestions = vi.fn();

beforeAll(() => {
  class AutocompleteSessionToken {}
  vi.stubGlobal("google", { maps: { places: { AutocompleteSessionToken, AutocompleteSuggestion: { fetchAutocompleteSuggestions } } } });
});
afterAll(() => vi.unstubAllGlobals());
beforeEach(() => {
  fetchAutocompleteSuggestions.mockReset().mockResolvedValue({
    suggestions: [
      { placePrediction: prediction("p1", "1600 Amphitheatre Pkwy, Mountain View, CA, USA", "1600 Amphitheatre Pkwy") },
      { placePrediction: prediction("p2", "1600 Amphitheatre Ave, Springfield, IL, USA", "1600 Amphitheatre Ave") },
    ],
  });
});

function Harness({ onPlace }: { onPlace: (place: PlaceAddress) => void }) {
  const [value, setValue] = useState("");
  const take = (place: PlaceAddress) => {
    setValue(place.address);
    onPlace(place);
  };
  return (
    <>
      <label htmlFor="address">Address</label>
      <AddressAutocomplete id="address" apiKey="test-key" value={value} error={undefined} autoComplete="address-line1" onChange={setValue} onPlace={take} />
      <button type="button">Elsewhere</button>
    </>
  );
}

const MOUNTAIN_VIEW = { address: "1600 Amphitheatre Parkway", zip: "94043", city: "Mountain View", state: "CA" };

describe("address autocomplete (Places API New)", () => {
  it("lists US street-address suggestions, and a keyboard pick fills street, zip, city and state", async () => {
    const onPlace = vi.fn();
    const user = userEvent.setup();
    render(<Harness onPlace={onPlace} />);
    const combobox = screen.getByRole("combobox", { name: "Address" });

    await user.type(combobox, "1600 Amph");
    const options = await screen.findAllByRole("option");
    expect(options.map((o) => o.textContent)).toEqual(["1600 Amphitheatre Pkwy, Mountain View, CA, USA", "1600 Amphitheatre Ave, Springfield, IL, USA"]);
    expect(combobox).toHaveAttribute("aria-expanded", "true");
    expect(fetchAutocompleteSuggestions).toHaveBeenCalledWith(expect.objectContaining({ input: "1600 Amph", includedRegionCodes: ["us"] }));

    await user.keyboard("{ArrowDown}{Enter}");
    await waitFor(() => expect(onPlace).toHaveBeenCalledWith(MOUNTAIN_VIEW));
    expect(combobox).toHaveValue("1600 Amphitheatre Parkway");
    expect(combobox).toHaveAttribute("aria-expanded", "false");
  });

  it("completes a typed address from the first suggestion on blur", async () => {
    const onPlace = vi.fn();
    const user = userEvent.setup();
    render(<Harness onPlace={onPlace} />);
    await user.type(screen.getByRole("combobox", { name: "Address" }), "1600 Amphitheatre");
    await user.click(screen.getByRole("button", { name: "Elsewhere" }));
    await waitFor(() => expect(onPlace).toHaveBeenCalledWith(MOUNTAIN_VIEW));
  });

  it("stays plain entry when Google answers nothing", async () => {
    fetchAutocompleteSuggestions.mockRejectedValue(new Error("quota"));
    const onPlace = vi.fn();
    const user = userEvent.setup();
    render(<Harness onPlace={onPlace} />);
    const combobox = screen.getByRole("combobox", { name: "Address" });
    await user.type(combobox, "1 Main Street");
    await waitFor(() => expect(fetchAutocompleteSuggestions).toHaveBeenCalled());
    await user.click(screen.getByRole("button", { name: "Elsewhere" }));
    expect(combobox).toHaveValue("1 Main Street");
    expect(screen.queryAllByRole("option")).toHaveLength(0);
    expect(onPlace).not.toHaveBeenCalled();
  });
});
