import { singleStore } from "@/lib/config/hosts";
import { STORE_SEARCH_TEXT } from "@/lib/store/store-search";

describe("the store search home (SEARCH-01)", () => {
  it("shows the search unless DEFAULT_STORE names a single store", () => {
    expect(singleStore({})).toBeNull();
    expect(singleStore({ DEFAULT_STORE: "  " })).toBeNull();
    expect(singleStore({ DEFAULT_STORE: " demo " })).toBe("demo");
  });

  it("welcomes with the product's name in the spec's words", () => {
    expect(STORE_SEARCH_TEXT.welcome).toBe("Welcome to Stylist Storefront stores");
  });
});
