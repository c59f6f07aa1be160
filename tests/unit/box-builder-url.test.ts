/** The box builder's steps in the URL (ONB-15/16) and the item search's filters in the URL (ONB-17). */
import type { UserFigure } from "@/lib/api/schemas/figure";
import { builderSearch, builderViewOf, guardView, stepAfterFront } from "@/lib/box/builder-steps";
import { recallScroll, rememberScroll } from "@/lib/box/scroll-memory";
import { activeFilterCount, DEFAULT_FILTERS, filtersOf, filtersSearch, priceRangeLabel, searchRequestOf, type BoxSearchFilters } from "@/lib/box/search-url";

const q = (search: string) => new URLSearchParams(search);

describe("builder steps", () => {
  it("reads the step, stage and item of the URL; anything unknown is the front step", () => {
    expect(builderViewOf(q(""))).toEqual({ step: "front", stage: 1, item: null });
    expect(builderViewOf(q("step=survey2"))).toEqual({ step: "survey2", stage: 1, item: null });
    expect(builderViewOf(q("step=pickItems&stage=2"))).toEqual({ step: "pickItems", stage: 2, item: null });
    expect(builderViewOf(q("step=itemDetail&stage=2&item=gsb-4"))).toEqual({ step: "itemDetail", stage: 2, item: "gsb-4" });
    expect(builderViewOf(q("step=itemDetail&stage=2"))).toEqual({ step: "pickItems", stage: 2, item: null });
    expect(builderViewOf(q("step=nope&stage=9"))).toEqual({ step: "front", stage: 1, item: null });
  });

  it("writes a view back to the same query", () => {
    for (const search of ["", "step=survey1", "step=pickItems&stage=2", "step=itemDetail&stage=1&item=gsb-4", "step=toReview"]) {
      expect(builderSearch(builderViewOf(q(search)))).toBe(search);
    }
  });

  it("goes to survey1 only without a size preference (ONB-15)", () => {
    const figure = { shirt: [], dress: [], jean: [], shoes: [], "men-top": [], "men-bottom": [], "men-shoes": [] } as unknown as UserFigure;
    expect(stepAfterFront(figure)).toBe("survey1");
    expect(stepAfterFront({ ...figure, jean: ["28"] })).toBe("pickItems");
  });

  it("sends stage 2 and the review back to stage 1 until an Essentials item is picked (C-26)", () => {
    const stage2 = { step: "pickItems", stage: 2, item: null } as const;
    const review = { step: "toReview", stage: 1, item: null } as const;
    const stage1 = { step: "pickItems", stage: 1, item: null };
    expect(guardView(stage2, [])).toEqual(stage1);
    expect(guardView(review, [{ stage: 2 }])).toEqual(stage1);
    expect(guardView({ step: "itemDetail", stage: 2, item: "x" }, [])).toEqual(stage1);
    expect(guardView(stage2, [{ stage: 1 }])).toBe(stage2);
    expect(guardView(review, [{ stage: 1 }])).toBe(review);
    expect(guardView({ step: "survey3", stage: 1, item: null }, [])).toEqual({ step: "survey3", stage: 1, item: null });
  });
});

describe("search filters in the URL", () => {
  const full: BoxSearchFilters = {
    stage: 2,
    keyword: "linen dress",
    sort: "low-high-price",
    min: 2000,
    max: 15000,
    sizes: ["M", "28"],
    colors: ["Navy", "Black"],
    brands: ["brand-a"],
    categories: ["box-dresses", "box-tops"],
  };

  it("round-trips every filter; the defaults leave the query empty", () => {
    expect(filtersSearch(DEFAULT_FILTERS)).toBe("");
    expect(filtersOf(q(""))).toEqual(DEFAULT_FILTERS);
    expect(filtersSearch(full)).toBe("stage=2&q=linen+dress&sort=low-high-price&min=20&max=150&size=M&size=28&color=Navy&color=Black&brand=brand-a&category=box-dresses&category=box-tops");
    expect(filtersOf(q(filtersSearch(full)))).toEqual(full);
  });

  it("drops values off the lists instead of failing", () => {
    const read = filtersOf(q("sort=cheapest&min=7&max=999&size=XXL&size=huge&color=Teal&color=Red&color=Red&brand=a%20b&category=ok"));
    expect(read).toEqual({ ...DEFAULT_FILTERS, sizes: ["XXL"], colors: ["Red"], categories: ["ok"] });
    expect(filtersOf(q("min=200&max=100"))).toMatchObject({ min: 0, max: 10000 });
  });

  it("builds the search body: cents, 24 a page, a keyword only from 3 characters (BR-VAL-38)", () => {
    expect(searchRequestOf(full, 2)).toEqual({ page: 2, limit: 24, keyword: "linen dress", sort: "low-high-price", min: 2000, max: 15000, sizes: ["M", "28"], colors: ["Navy", "Black"], must_brands: ["brand-a"], must_categories: ["box-dresses", "box-tops"] });
    expect(searchRequestOf({ ...DEFAULT_FILTERS, keyword: " ab " }, 1).keyword).toBe("");
    expect(searchRequestOf({ ...DEFAULT_FILTERS, keyword: " abc " }, 1).keyword).toBe("abc");
  });

  it("counts the narrowing filters and labels the price range (300 = 300+)", () => {
    expect(activeFilterCount(DEFAULT_FILTERS)).toBe(0);
    expect(activeFilterCount(full)).toBe(1 + 2 + 2 + 1 + 2);
    expect(priceRangeLabel(0, 30000)).toBe("$0 – $300+");
    expect(priceRangeLabel(2000, 15000)).toBe("$20 – $150");
  });
});

describe("the grid's scroll position around an item detail (ONB-16)", () => {
  const storage = () => {
    const map = new Map<string, string>();
    return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v), removeItem: (k: string) => void map.delete(k) } as unknown as Storage;
  };

  it("gives the position back once, to the same stage only", () => {
    const s = storage();
    rememberScroll(s, 2, 1480);
    expect(recallScroll(s, 1)).toBeNull();
    rememberScroll(s, 2, 1480);
    expect(recallScroll(s, 2)).toBe(1480);
    expect(recallScroll(s, 2)).toBeNull();
    s.setItem("sf.gsb-scroll.v1", "{broken");
    expect(recallScroll(s, 2)).toBeNull();
  });
});
