/** GIFT-17 and GIFT-10's rules: the check form's messages (BR-VAL-04), the pick toggle, the box's count, the slides. */
import { BOX_UPDATE_TEXT, picksProblem, slidesOf, togglePick } from "@/lib/gift/box-update";
import { boxUpdateCheckSchema } from "@/lib/gift/box-update-form";
import { stepOnePicks } from "@/lib/gift/checkout-picks";

const piece = (id: string) => ({ _id: id, variants: [{ id: `${id}-v` }] });
const messages = (input: { email: string; token: string }) => {
  const result = boxUpdateCheckSchema.safeParse(input);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join("."), i.message]));
};

describe("the check form (BR-VAL-04)", () => {
  it("says the spec's words: email required, valid, ≥ 4 characters; token required, ≥ 4 characters", () => {
    expect(messages({ email: "", token: "" })).toEqual({ email: "email address required", token: "order id required" });
    expect(messages({ email: "a@b", token: "abc" })).toEqual({ email: "email address required", token: "order id required" });
    expect(messages({ email: "not an email", token: "    abc " })).toEqual({ email: "email address required", token: "order id required" });
    expect(messages({ email: " ada@example.com ", token: " ABCD " })).toEqual({});
  });
});

describe("picking pieces", () => {
  it("toggles a piece, and a new pick past the box's count drops the oldest", () => {
    let picks = togglePick([], piece("a"), 2);
    picks = togglePick(picks, piece("b"), 2);
    expect(picks.map((p) => p.item_id)).toEqual(["a", "b"]);
    expect(togglePick(picks, piece("c"), 2).map((p) => p.item_id)).toEqual(["b", "c"]);
    expect(togglePick(picks, piece("a"), 2).map((p) => p.item_id)).toEqual(["b"]);
    expect(picks[0]).toEqual({ item_id: "a", units: 1, variant_id: "a-v" });
  });

  it("needs exactly the box's pieces, each once", () => {
    const pick = (id: string, units = 1) => ({ item_id: id, units });
    expect(picksProblem([pick("a"), pick("b")], 2)).toBeNull();
    expect(picksProblem([pick("a")], 2)).toBe(BOX_UPDATE_TEXT.pickCount(2));
    expect(picksProblem([pick("a"), pick("b"), pick("c")], 2)).toBe("Please select 2 items.");
    expect(picksProblem([pick("a"), pick("a")], 2)).toBe("Please select 2 items.");
    expect(picksProblem([pick("a", 2)], 2)).toBeNull();
  });

  it("shows 3 pieces a slide", () => {
    expect(slidesOf([1, 2, 3, 4, 5, 6, 7])).toEqual([[1, 2, 3], [4, 5, 6], [7]]);
    expect(slidesOf([])).toEqual([]);
  });
});

describe("checkout step 1's picks (GIFT-10)", () => {
  it("keeps the stylist's suggestion as not manual, and the shopper's own picks as manual once complete", () => {
    expect(stepOnePicks("auto", [piece("a"), piece("b")], [], 2)).toEqual({
      picks: [
        { item_id: "a", variant_id: "a-v", units: 1 },
        { item_id: "b", variant_id: "b-v", units: 1 },
      ],
      isManualPick: false,
    });
    const own = [{ item_id: "c", variant_id: "c-v", units: 1 }];
    expect(stepOnePicks("manual", [piece("a")], own, 2)).toEqual({ problem: "Please select 2 items." });
    const both = [...own, { item_id: "d", variant_id: null, units: 1 }];
    expect(stepOnePicks("manual", [piece("a")], both, 2)).toEqual({ picks: both, isManualPick: true });
  });
});
