/** The Get Styled Box's pick rules (BR-BOX-01, BR-VAL-36, C-26) and the search's filter lists (BR-BOX-09). */
import type { PlanInfo } from "@/lib/api/schemas/plan";
import { BOX_ALPHA_SIZES, BOX_COLOURS, BOX_KEYWORD_MIN, BOX_NUMERIC_SIZES, BOX_PAGE_SIZE, BOX_PRICE, BOX_SEARCH_DEBOUNCE_MS, BOX_SEARCH_MESSAGES } from "@/lib/box/filters";
import { BOX_PICK_MESSAGES, canAddPick, checkoutError, continueError, DEFAULT_PICKS, pickInfoOf, type BoxPick } from "@/lib/box/picks";

const picks = (essentials: number, exclusives: number): BoxPick[] => [
  ...Array.from({ length: essentials }, () => ({ stage: 1 as const })),
  ...Array.from({ length: exclusives }, () => ({ stage: 2 as const })),
];
const SIX = { minPick: 6, maxPick: 6 };
const THREE_TO_FIVE = { minPick: 3, maxPick: 5 };

describe("continueError (C-26)", () => {
  it.each([
    { case: "stage 1, nothing picked", essentials: 0, exclusives: 0, stage: 1, limits: SIX, error: "Please select 1 item to continue" },
    { case: "stage 1, only exclusives", essentials: 0, exclusives: 2, stage: 1, limits: SIX, error: "Please select 1 item to continue" },
    { case: "stage 1, one essential", essentials: 1, exclusives: 0, stage: 1, limits: SIX, error: null },
    { case: "stage 2, 1 of 6", essentials: 1, exclusives: 0, stage: 2, limits: SIX, error: "Please select at least 6 items to continue" },
    { case: "stage 2, 5 of 6", essentials: 2, exclusives: 3, stage: 2, limits: SIX, error: "Please select at least 6 items to continue" },
    { case: "stage 2, 6 of 6", essentials: 2, exclusives: 4, stage: 2, limits: SIX, error: null },
    { case: "stage 2, 7 of 6", essentials: 3, exclusives: 4, stage: 2, limits: SIX, error: "Please select 6 items most to continue" },
    { case: "stage 2, 2 of 3–5", essentials: 1, exclusives: 1, stage: 2, limits: THREE_TO_FIVE, error: "Please select at least 3 items to continue" },
    { case: "stage 2, 4 of 3–5", essentials: 1, exclusives: 3, stage: 2, limits: THREE_TO_FIVE, error: null },
    { case: "stage 2, 6 of 3–5", essentials: 1, exclusives: 5, stage: 2, limits: THREE_TO_FIVE, error: "Please select 5 items most to continue" },
  ] as const)("$case → $error", ({ essentials, exclusives, stage, limits, error }) => {
    expect(continueError(picks(essentials, exclusives), stage, limits)).toBe(error);
  });
});

describe("checkoutError (C-26)", () => {
  it.each([
    { case: "empty box", essentials: 0, exclusives: 0, limits: SIX, error: "Please select 1 item to continue" },
    { case: "6 exclusives, no essential", essentials: 0, exclusives: 6, limits: SIX, error: "Please select 1 item to continue" },
    { case: "5 items", essentials: 1, exclusives: 4, limits: SIX, error: "Please select 6 items to check out" },
    { case: "6 items", essentials: 1, exclusives: 5, limits: SIX, error: null },
    { case: "6 essentials", essentials: 6, exclusives: 0, limits: SIX, error: null },
    { case: "7 items", essentials: 2, exclusives: 5, limits: SIX, error: "Please select 6 items to check out" },
    { case: "4 of 3–5", essentials: 2, exclusives: 2, limits: THREE_TO_FIVE, error: null },
    { case: "2 of 3–5 (the guard's text is fixed)", essentials: 1, exclusives: 1, limits: THREE_TO_FIVE, error: "Please select 6 items to check out" },
  ] as const)("$case → $error", ({ essentials, exclusives, limits, error }) => {
    expect(checkoutError(picks(essentials, exclusives), limits)).toBe(error);
  });
});

describe("canAddPick (ONB-16: at maxPick the builder jumps to the review)", () => {
  it.each([
    { count: 0, limits: SIX, can: true },
    { count: 5, limits: SIX, can: true },
    { count: 6, limits: SIX, can: false },
    { count: 4, limits: THREE_TO_FIVE, can: true },
    { count: 5, limits: THREE_TO_FIVE, can: false },
  ])("$count picked of max $limits.maxPick → $can", ({ count, limits, can }) => {
    expect(canAddPick(picks(count, 0), limits)).toBe(can);
  });
});

describe("pickInfoOf (ONB-14)", () => {
  const plan = (min: number, max: number): PlanInfo => ({
    id: "plan-seller1", plan_id: "seller1", name: "Basic", level: 2, sub_level: 0, monthly_fee: 2500, annual_avg_monthly_fee: 2000,
    full_year_fee: 24000, discountOff: 20, local_id: "seller1", detail: [],
    goldbox: { handling_fee_settings: { handling_fee: 2000 }, min_count: min, max_count: max },
  });

  it("takes the fees and pick counts from the box plan", () => {
    expect(pickInfoOf(plan(3, 5))).toEqual({ plan_id: "seller1", name: "Basic", monthly_fee: 2500, annual_avg_monthly_fee: 2000, access_fee: 2000, minPick: 3, maxPick: 5 });
  });

  it("defaults minPick and maxPick to 6 (BR-BOX-01)", () => {
    expect(pickInfoOf(plan(0, 0))).toMatchObject({ minPick: DEFAULT_PICKS, maxPick: DEFAULT_PICKS });
    expect(DEFAULT_PICKS).toBe(6);
  });

  it("keeps the spec's texts verbatim", () => {
    expect(BOX_PICK_MESSAGES.atMost(6)).toBe("Please select 6 items most to continue");
    expect(BOX_PICK_MESSAGES.checkout).toBe("Please select 6 items to check out");
  });
});

describe("the box search's filters (BR-BOX-09, BR-VAL-38)", () => {
  it("pages by 24 from 3 characters, 500 ms after the last key, with the spec's texts", () => {
    expect({ BOX_PAGE_SIZE, BOX_KEYWORD_MIN, BOX_SEARCH_DEBOUNCE_MS }).toEqual({ BOX_PAGE_SIZE: 24, BOX_KEYWORD_MIN: 3, BOX_SEARCH_DEBOUNCE_MS: 500 });
    expect(BOX_SEARCH_MESSAGES).toEqual({ keywordTooShort: "Type at least 3 characters to search", noResults: "No results found / Please try another search term." });
  });

  it("offers 15 distinct colours, XS to XXXL+ and 24 to 40, and $0–$300 in $5 steps (in cents)", () => {
    expect(new Set(BOX_COLOURS.map((c) => c.name)).size).toBe(15);
    expect(BOX_COLOURS.every((c) => /^[0-9a-f]{6}$/.test(c.hex))).toBe(true);
    expect([BOX_ALPHA_SIZES[0], BOX_ALPHA_SIZES.at(-1)]).toEqual(["XS", "XXXL+"]);
    expect([BOX_NUMERIC_SIZES[0], BOX_NUMERIC_SIZES.at(-1), BOX_NUMERIC_SIZES.length]).toEqual(["24", "40", 17]);
    expect(BOX_PRICE).toEqual({ min: 0, max: 30_000, step: 500 });
  });
});
