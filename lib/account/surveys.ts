/**
 * The My Measurements survey rules (ACCT-21…23, BR-VAL-23/24), shared by the screens (which apply a
 * pick) and the server (which refuses a figure that breaks them, with the reason).
 */

export const SIZE_CATEGORIES = {
  F: ["shirt", "dress", "jean", "shoes"],
  M: ["men-top", "men-bottom", "men-shoes"],
} as const;
export type Gender = keyof typeof SIZE_CATEGORIES;
export type SizeCategory = (typeof SIZE_CATEGORIES)[Gender][number];
export const ALL_SIZE_CATEGORIES: readonly SizeCategory[] = [...SIZE_CATEGORIES.F, ...SIZE_CATEGORIES.M];

export const MAX_SIZES_PER_CATEGORY = 2;
export const MAX_PREFERENCES = 3;
export const HEIGHT_FT = { min: 1, max: 9 } as const;
export const HEIGHT_IN = { min: 0, max: 11 } as const;

/** Fit choices (sent lower-case); Petite and Plus are hidden for men. */
export const FITS = ["petite", "standard", "plus", "tall"] as const;
export type Fit = (typeof FITS)[number];
export const fitsFor = (gender: Gender): readonly Fit[] => (gender === "M" ? ["standard", "tall"] : FITS);
/** How the survey shows each fit (ACCT-21). */
export const FIT_LABELS: Record<Fit, string> = { petite: "Petite", standard: "Standard", plus: "Plus", tall: "Tall" };

export const SURVEY_MESSAGES = {
  sizeRequired: "please select at least 1 options",
  invalidSizes: "please provide vaild size informations.",
  styleRequired: "Please select at least one style",
} as const;

/**
 * A pick in a list that keeps at most `max` values: a picked value is unpicked; a new pick past the
 * limit drops the oldest (the list keeps the order of picking).
 */
export function togglePick(picked: readonly string[], value: string, max: number): string[] {
  if (picked.includes(value)) return picked.filter((v) => v !== value);
  return [...picked, value].slice(-max);
}

/** The size chart's labels per category (public/custom_data/size_chart.json). */
export type SizeLabels = Partial<Record<string, readonly string[]>>;

export interface SizeFigure {
  gender: Gender;
  "height-ft"?: number | null;
  "height-in"?: number | null;
  fits?: string | null;
  sizes: Partial<Record<SizeCategory, readonly string[]>>;
}

/** The chosen gender's categories with no size picked (each needs at least one, BR-VAL-23). */
export function missingSizeCategories(gender: Gender, sizes: SizeFigure["sizes"]): SizeCategory[] {
  return SIZE_CATEGORIES[gender].filter((category) => (sizes[category]?.length ?? 0) === 0);
}

/** Why a size survey cannot be saved, or null when it can (BR-VAL-23). */
export function sizeFigureProblem(figure: SizeFigure, chart: SizeLabels): string | null {
  const [missing] = missingSizeCategories(figure.gender, figure.sizes);
  if (missing) return `${missing}: ${SURVEY_MESSAGES.sizeRequired}`;
  for (const category of SIZE_CATEGORIES[figure.gender]) {
    const picked = figure.sizes[category] ?? [];
    if (picked.length > MAX_SIZES_PER_CATEGORY) return `${category}: at most ${MAX_SIZES_PER_CATEGORY} sizes`;
    if (new Set(picked).size !== picked.length) return `${category}: a size is picked twice`;
    const known = chart[category] ?? [];
    const unknown = picked.find((label) => !known.includes(label));
    if (unknown !== undefined) return `${category}: '${unknown}' is not in the size chart`;
  }
  const other = ALL_SIZE_CATEGORIES.find((c) => !(SIZE_CATEGORIES[figure.gender] as readonly string[]).includes(c) && (figure.sizes[c]?.length ?? 0) > 0);
  if (other) return `${other}: not a category for this gender`;
  const ft = figure["height-ft"];
  const inches = figure["height-in"];
  if (ft != null && (ft < HEIGHT_FT.min || ft > HEIGHT_FT.max)) return `height-ft: between ${HEIGHT_FT.min} and ${HEIGHT_FT.max}`;
  if (inches != null && (inches < HEIGHT_IN.min || inches > HEIGHT_IN.max)) return `height-in: between ${HEIGHT_IN.min} and ${HEIGHT_IN.max}`;
  if (inches != null && ft == null) return "height-in: needs height-ft";
  if (figure.fits && !fitsFor(figure.gender).includes(figure.fits as Fit)) return `fits: '${figure.fits}' is not a fit for this gender`;
  return null;
}

/** Why a style or store pick cannot be saved (1–3 known values, BR-VAL-24), or null when it can. */
export function preferenceProblem(picked: readonly string[], known: readonly string[]): string | null {
  if (picked.length === 0) return SURVEY_MESSAGES.styleRequired;
  if (picked.length > MAX_PREFERENCES) return `at most ${MAX_PREFERENCES} choices`;
  if (new Set(picked).size !== picked.length) return "a choice is picked twice";
  const unknown = picked.find((value) => !known.includes(value));
  return unknown === undefined ? null : `'${unknown}' is not an option`;
}

/** The style and store options that suit a gender: `type` is f, m, or '' for both (API-29). */
export function optionsForGender<T extends { type: string }>(options: readonly T[], gender: Gender | null): T[] {
  if (!gender) return [...options];
  const own = gender.toLowerCase();
  return options.filter((option) => option.type === "" || option.type === own);
}
