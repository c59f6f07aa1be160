/** Finding N23: store addresses are no reserved word and no look-alike of another store's (lib/stylist/store-address.ts). */
import { addressSkeleton, isImpersonatingAddress, lookalikeAmong, looksLike, withinOneEdit } from "@/lib/stylist/store-address";

describe("N23: reserved words", () => {
  it("refuses the short list case-insensitively, with separators around or inside", () => {
    for (const name of ["admin", "Admin", "ADMIN", "admin_", "_admin", "ad.min", "support", "support-", "help", "Help.", "official", "Official_", "api", "a.p.i", "customer_service", "staff"]) {
      expect(isImpersonatingAddress(name), name).toBe(true);
    }
    for (const name of ["adminx", "dana", "helpful", "officially", "supporter", "mira.k", "demo"]) expect(isImpersonatingAddress(name), name).toBe(false);
    expect(addressSkeleton("Mira.K_-x")).toBe("mirakx");
  });
});

describe("N23: one edit from an existing store's address", () => {
  it("counts one insertion, deletion or substitution, never two", () => {
    expect(withinOneEdit("demo", "demo")).toBe(true);
    expect(withinOneEdit("demo", "demo_")).toBe(true);
    expect(withinOneEdit("demo", "dem")).toBe(true);
    expect(withinOneEdit("demo", "deno")).toBe(true);
    expect(withinOneEdit("demo", "xdemo")).toBe(true);
    expect(withinOneEdit("demo", "dmeo")).toBe(false);
    expect(withinOneEdit("demo", "demo12")).toBe(false);
    expect(withinOneEdit("demo", "dena")).toBe(false);
    expect(withinOneEdit("", "a")).toBe(true);
    expect(withinOneEdit("chloe", "luna")).toBe(false);
  });

  it("is case-insensitive, and equal skeletons (separators dropped) are look-alikes too", () => {
    expect(looksLike("Demo_", "demo")).toBe(true);
    expect(looksLike("DEMO", "demo")).toBe(true);
    expect(looksLike("d.e.m.o", "demo")).toBe(true);
    expect(looksLike("chloe", "Chloe1")).toBe(true);
    expect(looksLike("demo-store", "demo")).toBe(false);
    expect(looksLike("dana.styles", "demo")).toBe(false);
  });

  it("names the first existing address it looks like", () => {
    expect(lookalikeAmong("marcus1", ["demo", "chloe", "marcus", "luna"])).toBe("marcus");
    expect(lookalikeAmong("lunar", ["demo", "luna"])).toBe("luna");
    expect(lookalikeAmong("mira.k", ["demo", "chloe", "marcus", "luna"])).toBeNull();
  });
});
