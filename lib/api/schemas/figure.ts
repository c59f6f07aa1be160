/**
 * My Measurements (API-27…30, ACCT-21…23): the size survey (`figure`), the style and store picks,
 * and their options. Field names are the spec's, dashes included. The wire checks only bound the
 * input; the survey rules (lib/account/surveys.ts) are the server's, refused with a reason (400).
 */
import { z } from "zod";
import { FITS } from "../../account/surveys";
import { INPUT_LIMITS, textInput } from "./common";

/** A size label of the chart, or a style / store option value. */
const Label = textInput(INPUT_LIMITS.code).trim().min(1);
/** Bounded above the rule's own limits, so a too-long pick gets the rule's reason. */
const Picks = z.array(Label).max(10);

export const PREFERENCE_GROUPS = ["preferred-styles", "preferred-stores"] as const;
export type PreferenceGroupId = (typeof PREFERENCE_GROUPS)[number];

const sizeFields = {
  shirt: Picks,
  dress: Picks,
  jean: Picks,
  shoes: Picks,
  "men-top": Picks,
  "men-bottom": Picks,
  "men-shoes": Picks,
};

/** GET /api/users/figure, and the answer of every PUT: what the user has saved (empty lists before the first save). */
export const UserFigure = z.object({
  gender: z.enum(["F", "M"]).nullable(),
  "height-ft": z.number().int().nullable(),
  "height-in": z.number().int().nullable(),
  fits: z.string().nullable(),
  ...sizeFields,
  "preferred-styles": z.array(z.string()),
  "preferred-stores": z.array(z.string()),
});
export type UserFigure = z.infer<typeof UserFigure>;

/** PUT /api/users/figure (API-28): the size survey. Categories of the other gender may be omitted. */
export const FigureRequest = z.object({
  gender: z.enum(["F", "M"]),
  "height-ft": z.number().int().min(0).max(99).nullish(),
  "height-in": z.number().int().min(0).max(99).nullish(),
  fits: z.enum(FITS).nullish(),
  ...z.object(sizeFields).partial().shape,
});
export type FigureRequest = z.input<typeof FigureRequest>;

/** PUT /api/users/figure?type=preferred-styles|preferred-stores (API-30): the picks under the group's name. */
export const FigureQuery = z.object({ type: z.enum(PREFERENCE_GROUPS).optional() });
export const PreferencesRequest = z.object({ "preferred-styles": Picks.optional(), "preferred-stores": Picks.optional() });

export type PreferencesRequest = z.input<typeof PreferencesRequest>;

/**
 * The body of PUT /api/users/figure: the size survey, or (with `?type=`) one group of picks. One
 * object with every field optional; the server requires what the `type` needs (server/account/figure.ts).
 */
export const FigurePutRequest = FigureRequest.partial().extend(PreferencesRequest.shape);

export const PreferenceOption = z.object({
  value: z.string(),
  label: z.string(),
  image: z.string(),
  /** f | m: the gender the option suits, '' for both */
  type: z.string(),
});

/** GET /api/user/preference/options (API-29): each group's options and the user's saved values. */
export const PreferenceOptions = z.object({
  groups: z.array(z.object({ id: z.enum(PREFERENCE_GROUPS), values: z.array(z.string()), options: z.array(PreferenceOption) })),
});
export type PreferenceOptions = z.infer<typeof PreferenceOptions>;
