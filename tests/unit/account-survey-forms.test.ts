import { describe, expect, it } from "vitest";
import { missingSizeCategories, optionsForGender, SURVEY_MESSAGES } from "@/lib/account/surveys";
import { preferenceSurveySchema, sizeSurveyDefaults, sizeSurveySchema, type SizeSurveyInput } from "@/lib/account/survey-forms";
import { ACCOUNT_USER_NAME_MESSAGE, userEditorSchema } from "@/lib/account/user-name";
import type { UserFigure } from "@/lib/api/schemas/figure";

const EMPTY_SIZES = { shirt: [], dress: [], jean: [], shoes: [], "men-top": [], "men-bottom": [], "men-shoes": [] };
const WOMEN: SizeSurveyInput = {
  gender: "F",
  sizes: { ...EMPTY_SIZES, shirt: ["s"], dress: ["m", "l"], jean: ["m"], shoes: ["s"], "men-top": ["xl"] },
  heightFt: "5",
  heightIn: "4",
  fits: "petite",
};

const issues = (input: SizeSurveyInput) => {
  const result = sizeSurveySchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
};

describe("missingSizeCategories", () => {
  it("lists the chosen gender's categories with no size", () => {
    expect(missingSizeCategories("F", { shirt: ["s"], jean: [] })).toEqual(["dress", "jean", "shoes"]);
    expect(missingSizeCategories("M", { shirt: ["s"], "men-top": ["m"], "men-bottom": ["m"], "men-shoes": ["m"] })).toEqual([]);
  });
});

describe("optionsForGender", () => {
  const options = [{ type: "" }, { type: "f" }, { type: "m" }];
  it("keeps the options for both and the gender's own; all before a gender is saved", () => {
    expect(optionsForGender(options, "M")).toEqual([{ type: "" }, { type: "m" }]);
    expect(optionsForGender(options, "F")).toEqual([{ type: "" }, { type: "f" }]);
    expect(optionsForGender(options, null)).toEqual(options);
  });
});

describe("sizeSurveySchema", () => {
  it("sends the gender's categories only, the height as numbers and the fit lower-case", () => {
    expect(sizeSurveySchema.parse(WOMEN)).toEqual({ gender: "F", "height-ft": 5, "height-in": 4, fits: "petite", shirt: ["s"], dress: ["m", "l"], jean: ["m"], shoes: ["s"] });
  });

  it("does not send a fit the gender hides (Petite for men), nor an empty height", () => {
    const men: SizeSurveyInput = { ...WOMEN, gender: "M", sizes: { ...EMPTY_SIZES, "men-top": ["m"], "men-bottom": ["l"], "men-shoes": ["s"] }, heightFt: "", heightIn: "" };
    expect(sizeSurveySchema.parse(men)).toEqual({ gender: "M", "height-ft": null, "height-in": null, fits: null, "men-top": ["m"], "men-bottom": ["l"], "men-shoes": ["s"] });
  });

  it("asks for a size in each empty category of the gender, and refuses inches without feet", () => {
    expect(issues({ ...WOMEN, sizes: { ...WOMEN.sizes, dress: [], shoes: [] }, heightFt: "" })).toEqual([
      `sizes.dress: ${SURVEY_MESSAGES.sizeRequired}`,
      `sizes.shoes: ${SURVEY_MESSAGES.sizeRequired}`,
      `heightFt: ${SURVEY_MESSAGES.invalidSizes}`,
    ]);
  });
});

describe("sizeSurveyDefaults", () => {
  it("starts with women's sizing and nothing picked before the first save", () => {
    expect(sizeSurveyDefaults(undefined)).toEqual({ gender: "F", sizes: EMPTY_SIZES, heightFt: "", heightIn: "", fits: "" });
  });

  it("fills the form with the saved survey", () => {
    const saved: UserFigure = { ...EMPTY_SIZES, gender: "M", "height-ft": 6, "height-in": 0, fits: "tall", "men-top": ["m", "l"], "preferred-styles": [], "preferred-stores": [] };
    expect(sizeSurveyDefaults(saved)).toEqual({ gender: "M", sizes: { ...EMPTY_SIZES, "men-top": ["m", "l"] }, heightFt: "6", heightIn: "0", fits: "tall" });
  });
});

describe("preferenceSurveySchema", () => {
  it("needs one pick at least, with the spec's message", () => {
    expect(preferenceSurveySchema.safeParse({ picks: [] }).error?.issues[0]?.message).toBe(SURVEY_MESSAGES.styleRequired);
    expect(preferenceSurveySchema.parse({ picks: ["casual"] })).toEqual({ picks: ["casual"] });
  });
});

describe("userEditorSchema (ACCT-16)", () => {
  it("takes a name that starts with a letter, 3–30 of letters, digits, dots and underscores", () => {
    expect(userEditorSchema.safeParse({ user_name: "anna.lee_2" }).success).toBe(true);
    for (const bad of ["1anna", "an", "a".repeat(31)]) {
      expect(userEditorSchema.safeParse({ user_name: bad }).error?.issues[0]?.message, bad).toBe(ACCOUNT_USER_NAME_MESSAGE);
    }
  });
});
