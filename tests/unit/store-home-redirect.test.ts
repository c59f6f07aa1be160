import { describe, expect, it, vi } from "vitest";
import type { LoadedStore } from "@/lib/store/lookup";

const stores: Record<string, LoadedStore> = { emma: { check: { id: "store-emma" } } as LoadedStore };
vi.mock("@/lib/store/load-store", () => ({ loadStore: async (slug: string) => stores[slug] ?? null }));
const { storeHomeRedirectTarget } = await import("@/lib/store/home-redirect");

describe("storeHomeRedirectTarget (BROWSE-02, BROWSE-03)", () => {
  it("sends /myorders to the regular orders list", async () => {
    expect(await storeHomeRedirectTarget("myorders", {})).toBe("/myorders/orders/regular");
  });

  it("opens the item of an old share link, in the store it names", async () => {
    expect(await storeHomeRedirectTarget("demo", { store: "emma", item: "itm-1" })).toBe("/emma/item/store-emma/itm-1");
  });

  it("stays on the store home when the linked store is gone, or nothing asks to leave", async () => {
    expect(await storeHomeRedirectTarget("demo", { store: "gone", item: "itm-1" })).toBeNull();
    expect(await storeHomeRedirectTarget("demo", { category: "c1" })).toBeNull();
  });
});
