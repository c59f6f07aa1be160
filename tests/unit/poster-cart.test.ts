import { deflateRawSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { POSTER_CART_LIMITS, addPosterEntry, isPosterEntry, posterUnits, removePosterEntry, type PosterEntry } from "@/lib/poster/cart";
import { decodePosterCart } from "@/lib/poster/checkout-data";
import { encodePosterCart } from "@/lib/poster/pack";

const entry = (over: Partial<PosterEntry> = {}): PosterEntry => ({ store_id: "store-demo", item_id: "itm-001", variant_id: "var-1", units: 1, ...over });
const base64url = (bytes: Uint8Array) => Buffer.from(bytes).toString("base64url");
const deflated = (text: string) => base64url(deflateRawSync(Buffer.from(text)));

describe("the poster cart (TOOLS-10)", () => {
  it("adds a new choice as a line and the same choice again as more units, within the stock", () => {
    const one = addPosterEntry([], entry({ units: 2 }))!;
    expect(one).toEqual([entry({ units: 2 })]);
    const again = addPosterEntry(one, entry({ units: 3 }), 4)!;
    expect(again).toEqual([entry({ units: 4 })]);
    const other = addPosterEntry(again, entry({ variant_id: "var-2" }))!;
    expect(other).toHaveLength(2);
    expect(posterUnits(other)).toBe(5);
    expect(removePosterEntry(other, 0)).toEqual([entry({ variant_id: "var-2" })]);
  });

  it("keeps a bundle choice apart from the plain item", () => {
    const cart = addPosterEntry([entry()], entry({ variant_id: null, bundle: [{ item_id: "itm-002", variant_id: "v" }] }))!;
    expect(cart).toHaveLength(2);
  });

  it("reads back only well-formed stored entries", () => {
    expect(isPosterEntry(entry())).toBe(true);
    expect(isPosterEntry({ ...entry(), units: 0 })).toBe(false);
    expect(isPosterEntry({ ...entry(), item_id: "x".repeat(65) })).toBe(false);
    expect(isPosterEntry({ ...entry(), bundle: [{ item_id: 1 }] })).toBe(false);
    expect(isPosterEntry("nope")).toBe(false);
  });

  it("refuses a new line past the cap on entries, but still raises an existing one", () => {
    const full = Array.from({ length: POSTER_CART_LIMITS.entries }, (_, at) => entry({ item_id: `itm-${at}` }));
    expect(addPosterEntry(full, entry({ item_id: "itm-new" }))).toBeNull();
    expect(addPosterEntry(full, entry({ item_id: "itm-0" }))?.[0]?.units).toBe(2);
  });
});

describe("the poster checkout data (TOOLS-11, CHK-22)", () => {
  it("round-trips a cart, bundles included, as URL-safe text shorter than its JSON", async () => {
    const cart = [entry({ units: 3 }), entry({ item_id: "itm-009", variant_id: null, bundle: [{ item_id: "itm-002", variant_id: null }, { item_id: "itm-003", variant_id: "v-3" }] })];
    const many = Array.from({ length: 20 }, (_, at) => entry({ item_id: `itm-${at}` }));
    const data = await encodePosterCart(cart);
    expect(data).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(await decodePosterCart(data)).toEqual({ ok: true, entries: cart });
    expect((await encodePosterCart(many)).length).toBeLessThan(JSON.stringify(many).length);
  });

  it.each([
    ["missing", undefined, "no data"],
    ["repeated", ["a", "b"], "no data"],
    ["empty", "", "no data"],
    ["not base64url", "abc+/=", "not base64url"],
    ["not deflated", "bm90IGRlZmxhdGVk", "not deflated data"],
    ["not JSON", deflated("{nope"), "not JSON"],
    ["not a list", deflated('{"a":1}'), "not a list"],
    ["an empty list", deflated("[]"), "empty cart"],
  ])("refuses %s data with a reason, without throwing", async (_name, data, reason) => {
    expect(await decodePosterCart(data as string | undefined)).toEqual({ ok: false, reason });
  });

  it.each([
    ["units 0", '[["s","i","v",0]]'],
    ["units over the limit per line (10)", '[["s","i","v",11]]'],
    ["fractional units", '[["s","i","v",1.5]]'],
    ["an empty id", '[["","i","v",1]]'],
    ["an id of 10000 characters", `[["s","${"i".repeat(10_000)}","v",1]]`],
    ["a number for an id", '[[1,"i","v",1]]'],
    ["a malformed bundle", '[["s","i",null,1,"x"]]'],
  ])("refuses an entry with %s", async (_name, json) => {
    const result = await decodePosterCart(deflated(json));
    expect(result.ok).toBe(false);
  });

  it("refuses more entries than the cap", async () => {
    const tooMany = Array.from({ length: POSTER_CART_LIMITS.entries + 1 }, (_, at) => entry({ item_id: `itm-${at}` }));
    const result = await decodePosterCart(await encodePosterCart(tooMany));
    expect(result).toMatchObject({ ok: false, reason: expect.stringContaining("invalid cart") });
  });

  it("refuses an oversized parameter and data that inflates past the cap (a deflate bomb)", async () => {
    expect(await decodePosterCart("A".repeat(POSTER_CART_LIMITS.dataChars + 1))).toEqual({ ok: false, reason: "data too long" });
    const bomb = deflated(`[${" ".repeat(POSTER_CART_LIMITS.inflatedBytes * 4)}]`);
    expect(bomb.length).toBeLessThan(POSTER_CART_LIMITS.dataChars);
    expect(await decodePosterCart(bomb)).toEqual({ ok: false, reason: "data inflates too far" });
  });
});
