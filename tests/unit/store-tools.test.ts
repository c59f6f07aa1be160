import { storeToolAccess } from "@/lib/store-tools/access";
import { moveItem, orderChanged } from "@/lib/store-tools/arrange";
import { embedCode } from "@/lib/store-tools/embed";
import { toggleSelection } from "@/lib/store-tools/selection";
import { pickerPageSize } from "@/lib/stylist/store-tools";

describe("the picker's page size by width (TOOLS-03)", () => {
  it.each([
    [320, 30],
    [879, 30],
    [880, 50],
    [1439, 50],
    [1440, 80],
    [1719, 80],
    [1720, 100],
    [2279, 100],
    [2280, 130],
    [3840, 130],
  ])("%i px → %i items", (width, size) => {
    expect(pickerPageSize(width)).toBe(size);
  });
});

describe("the picker's selection (TOOLS-05)", () => {
  const a = { _id: "a" };
  const b = { _id: "b" };
  const c = { _id: "c" };

  it("puts a new pick first and takes a picked one out, keeping the others' order", () => {
    expect(toggleSelection([a, b], c)).toEqual([c, a, b]);
    expect(toggleSelection([c, a, b], a)).toEqual([c, b]);
    expect(toggleSelection([], a)).toEqual([a]);
  });
});

describe("the arrange page's moves (TOOLS-06)", () => {
  const list = ["a", "b", "c", "d"];

  it("moves an entry to its new place, clamped to the list", () => {
    expect(moveItem(list, 3, 0)).toEqual(["d", "a", "b", "c"]);
    expect(moveItem(list, 0, 2)).toEqual(["b", "c", "a", "d"]);
    expect(moveItem(list, 1, -5)).toEqual(["b", "a", "c", "d"]);
    expect(moveItem(list, 1, 99)).toEqual(["a", "c", "d", "b"]);
  });

  it("answers the same list when nothing moves", () => {
    expect(moveItem(list, 0, -1)).toBe(list);
    expect(moveItem(list, 3, 4)).toBe(list);
    expect(moveItem(list, 7, 0)).toBe(list);
  });

  it("tells a changed order from the saved one", () => {
    expect(orderChanged(list, ["a", "b", "c", "d"])).toBe(false);
    expect(orderChanged(list, ["b", "a", "c", "d"])).toBe(true);
    expect(orderChanged(list, ["a", "b", "c"])).toBe(true);
  });
});

describe("the store-edit guard on the pages (TOOLS-01)", () => {
  const owner = { account_type: "seller" as const, store_opened: true, store: { id: "store-demo", user_name: "demo", name: "Dana's Edit" } };

  it("sends a guest to sign in, tells someone without a store, sends an owner to their own store", () => {
    expect(storeToolAccess(null, "demo")).toEqual({ kind: "signIn" });
    expect(storeToolAccess({ account_type: "shopper", store_opened: false, store: null }, "demo")).toEqual({ kind: "noStore" });
    expect(storeToolAccess({ ...owner, store_opened: false }, "demo")).toEqual({ kind: "noStore" });
    expect(storeToolAccess({ ...owner, account_type: "shopper" }, "demo")).toEqual({ kind: "noStore" });
    expect(storeToolAccess(owner, "chloe")).toEqual({ kind: "ownStore", slug: "demo" });
    expect(storeToolAccess(owner, "Demo")).toEqual({ kind: "owner", storeId: "store-demo", slug: "demo", name: "Dana's Edit" });
  });
});

describe("the embed code (TOOLS-08)", () => {
  it("frames the path on the public origin, 560 high, the store's name as its title, escaped", () => {
    expect(embedCode("https://shop.example.com", "/demo/poster", "Dana's \"Edit\" <3")).toBe(
      '<iframe src="https://shop.example.com/demo/poster" title="Dana\'s &quot;Edit&quot; &lt;3" width="100%" height="560" style="border:0" loading="lazy"></iframe>',
    );
  });
});
