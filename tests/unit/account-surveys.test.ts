import { planBadge, PLAN_BADGES } from "@/lib/account/plan-badge";
import { preferenceProblem, sizeFigureProblem, togglePick, fitsFor, type SizeFigure } from "@/lib/account/surveys";
import { isValidUserName } from "@/lib/auth/user-name";

const CHART = { shirt: ["s", "m", "l"], dress: ["s", "m"], jean: ["m"], shoes: ["s"], "men-top": ["m"], "men-bottom": ["m"], "men-shoes": ["m"] };
const WOMEN: SizeFigure = { gender: "F", sizes: { shirt: ["s"], dress: ["m"], jean: ["m"], shoes: ["s"] } };

describe("togglePick", () => {
  it("adds, unpicks, and past the limit drops the oldest pick", () => {
    expect(togglePick([], "s", 2)).toEqual(["s"]);
    expect(togglePick(["s"], "m", 2)).toEqual(["s", "m"]);
    expect(togglePick(["s", "m"], "l", 2)).toEqual(["m", "l"]);
    expect(togglePick(["s", "m"], "s", 2)).toEqual(["m"]);
    expect(togglePick(["a", "b", "c"], "d", 3)).toEqual(["b", "c", "d"]);
  });
});

describe("sizeFigureProblem", () => {
  it("accepts 1–2 chart sizes per category of the gender, optional height and fit", () => {
    expect(sizeFigureProblem(WOMEN, CHART)).toBeNull();
    expect(sizeFigureProblem({ ...WOMEN, "height-ft": 5, "height-in": 11, fits: "plus", sizes: { ...WOMEN.sizes, shirt: ["s", "l"] } }, CHART)).toBeNull();
    expect(sizeFigureProblem({ gender: "M", fits: "tall", sizes: { "men-top": ["m"], "men-bottom": ["m"], "men-shoes": ["m"] } }, CHART)).toBeNull();
  });

  it("names the rule a survey breaks", () => {
    expect(sizeFigureProblem({ ...WOMEN, sizes: { ...WOMEN.sizes, jean: [] } }, CHART)).toBe("jean: please select at least 1 options");
    expect(sizeFigureProblem({ ...WOMEN, sizes: { ...WOMEN.sizes, shirt: ["s", "m", "l"] } }, CHART)).toBe("shirt: at most 2 sizes");
    expect(sizeFigureProblem({ ...WOMEN, sizes: { ...WOMEN.sizes, shirt: ["s", "s"] } }, CHART)).toBe("shirt: a size is picked twice");
    expect(sizeFigureProblem({ ...WOMEN, sizes: { ...WOMEN.sizes, dress: ["l"] } }, CHART)).toBe("dress: 'l' is not in the size chart");
    expect(sizeFigureProblem({ ...WOMEN, sizes: { ...WOMEN.sizes, "men-top": ["m"] } }, CHART)).toBe("men-top: not a category for this gender");
    expect(sizeFigureProblem({ ...WOMEN, "height-ft": 10 }, CHART)).toBe("height-ft: between 1 and 9");
    expect(sizeFigureProblem({ ...WOMEN, "height-ft": 5, "height-in": 12 }, CHART)).toBe("height-in: between 0 and 11");
    expect(sizeFigureProblem({ ...WOMEN, "height-in": 3 }, CHART)).toBe("height-in: needs height-ft");
    expect(sizeFigureProblem({ gender: "M", fits: "petite", sizes: { "men-top": ["m"], "men-bottom": ["m"], "men-shoes": ["m"] } }, CHART)).toBe(
      "fits: 'petite' is not a fit for this gender",
    );
  });

  it("hides Petite and Plus for men", () => {
    expect(fitsFor("M")).toEqual(["standard", "tall"]);
    expect(fitsFor("F")).toEqual(["petite", "standard", "plus", "tall"]);
  });
});

describe("preferenceProblem", () => {
  it("accepts 1–3 known values and names what is wrong otherwise", () => {
    const known = ["a", "b", "c", "d"];
    expect(preferenceProblem(["a"], known)).toBeNull();
    expect(preferenceProblem(["a", "b", "c"], known)).toBeNull();
    expect(preferenceProblem([], known)).toBe("Please select at least one style");
    expect(preferenceProblem(["a", "b", "c", "d"], known)).toBe("at most 3 choices");
    expect(preferenceProblem(["a", "a"], known)).toBe("a choice is picked twice");
    expect(preferenceProblem(["z"], known)).toBe("'z' is not an option");
  });
});

describe("isValidUserName, the rule the account editor shares with sign-up (ACCT-16)", () => {
  it("wants a letter first, then letters, digits, dots and underscores, 3–30", () => {
    for (const good of ["abc", "chloe.styles", "a_1", "a".repeat(30)]) expect(isValidUserName(good), good).toBe(true);
    for (const bad of ["ab", "1abc", "_abc", "a-b-c", "a".repeat(31), "Abc", ""]) expect(isValidUserName(bad), bad).toBe(false);
  });
});

describe("planBadge (G-62)", () => {
  it("maps each known level to its own badge, and unknown levels to none", () => {
    const tiers: [number, number][] = [[1, 0], [1, 1], [2, 0], [2, 1], [2, 2], [2, 3], [3, 3]];
    expect(tiers.map(([level, sub]) => planBadge(level, sub))).toEqual([...PLAN_BADGES]);
    expect(planBadge(0, 0)).toBeNull();
    expect(planBadge(0, 1)).toBeNull();
  });
});
