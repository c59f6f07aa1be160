/**
 * The My Measurements forms (ACCT-21…23): what each survey's form holds, its zod schema with the
 * spec's messages, and how a saved figure fills it again. The rules themselves are in ./surveys.ts.
 */
import { z } from "zod";
import type { FigureRequest, UserFigure } from "../api/schemas/figure";
import { ALL_SIZE_CATEGORIES, FITS, HEIGHT_FT, HEIGHT_IN, SIZE_CATEGORIES, SURVEY_MESSAGES, fitsFor, missingSizeCategories, type SizeCategory } from "./surveys";

/** A select's choices as strings, "" for none. */
const range = ({ min, max }: { min: number; max: number }) => Array.from({ length: max - min + 1 }, (_, i) => String(min + i));
export const HEIGHT_FT_CHOICES = range(HEIGHT_FT);
export const HEIGHT_IN_CHOICES = range(HEIGHT_IN);

const sizeLists = z.object(Object.fromEntries(ALL_SIZE_CATEGORIES.map((c) => [c, z.array(z.string())])) as Record<SizeCategory, z.ZodArray<z.ZodString>>);

/**
 * The size survey. Both genders' picks stay in the form (switching back and forth keeps them); only
 * the chosen gender's categories are sent, and a fit the gender hides (Petite, Plus for men) is not.
 */
export const sizeSurveySchema = z
  .object({
    gender: z.enum(["F", "M"]),
    sizes: sizeLists,
    heightFt: z.enum(["", ...HEIGHT_FT_CHOICES]),
    heightIn: z.enum(["", ...HEIGHT_IN_CHOICES]),
    fits: z.enum(["", ...FITS]),
  })
  .superRefine((values, ctx) => {
    for (const category of missingSizeCategories(values.gender, values.sizes)) {
      ctx.addIssue({ code: "custom", path: ["sizes", category], message: SURVEY_MESSAGES.sizeRequired });
    }
    // inches are ours (docs/decisions.md): they only make sense with feet
    if (values.heightIn !== "" && values.heightFt === "") ctx.addIssue({ code: "custom", path: ["heightFt"], message: SURVEY_MESSAGES.invalidSizes });
  })
  .transform(
    (values): FigureRequest => ({
      gender: values.gender,
      "height-ft": values.heightFt === "" ? null : Number(values.heightFt),
      "height-in": values.heightIn === "" ? null : Number(values.heightIn),
      fits: values.fits !== "" && fitsFor(values.gender).includes(values.fits) ? values.fits : null,
      ...Object.fromEntries(SIZE_CATEGORIES[values.gender].map((category) => [category, values.sizes[category]])),
    }),
  );
export type SizeSurveyInput = z.input<typeof sizeSurveySchema>;

const asChoice = <T extends string>(value: number | string | null, choices: readonly T[]): T | "" =>
  choices.find((choice) => choice === String(value)) ?? "";

/** The form filled with what the user saved (women's sizing before the first save). */
export function sizeSurveyDefaults(figure: UserFigure | undefined): SizeSurveyInput {
  return {
    gender: figure?.gender ?? "F",
    sizes: Object.fromEntries(ALL_SIZE_CATEGORIES.map((c) => [c, figure?.[c] ?? []])) as Record<SizeCategory, string[]>,
    heightFt: asChoice(figure?.["height-ft"] ?? null, HEIGHT_FT_CHOICES),
    heightIn: asChoice(figure?.["height-in"] ?? null, HEIGHT_IN_CHOICES),
    fits: asChoice(figure?.fits ?? null, FITS),
  };
}

/** The style and the store/brand surveys: 1–3 picks (a fourth drops the oldest in the screen). */
export const preferenceSurveySchema = z.object({ picks: z.array(z.string()).min(1, SURVEY_MESSAGES.styleRequired) });
export type PreferenceSurveyValues = z.infer<typeof preferenceSurveySchema>;
