import { vi } from "vitest";

vi.mock("next/server", () => ({ connection: async () => {} }));
vi.mock("next/navigation", () => ({
  notFound: () => {
    throw new Error("NEXT_NOT_FOUND");
  },
}));

const { DEV_PAGES, servedDevPage, servesBarePage } = await import("@/lib/dev/pages");
const { rereadConfig } = await import("@/lib/config/server");
const { default: BarePage } = await import("@/app/(bench)/bench/bare/page");
const { default: DevPage } = await import("@/app/(misc)/dev/[page]/page");

const render = (page: string) => DevPage({ params: Promise.resolve({ page }) } as never);

describe("the developer test pages (MISC-08…11)", () => {
  afterEach(() => {
    delete process.env.SHOP_ENV;
    delete process.env.SITE_URL;
    rereadConfig();
  });

  it("are served in the demo and in development, each by its name; an unknown name is a 404", async () => {
    for (const page of Object.keys(DEV_PAGES)) {
      expect(servedDevPage(page, {})).toBe(page);
      await expect(render(page)).resolves.toBeTruthy();
    }
    expect(servedDevPage("toString", {})).toBeNull();
    await expect(render("nope")).rejects.toThrow("NEXT_NOT_FOUND");
  });

  it("production (SHOP_ENV=production) never serves one: every page answers the not-found page", async () => {
    process.env.SHOP_ENV = "production";
    process.env.SITE_URL = "https://shop.example.com";
    rereadConfig();
    for (const page of Object.keys(DEV_PAGES)) {
      expect(servedDevPage(page)).toBeNull();
      await expect(render(page)).rejects.toThrow("NEXT_NOT_FOUND");
    }
  });
});

describe("the bench's bare page, /bench/bare (issue 27)", () => {
  afterEach(() => {
    delete process.env.SHOP_ENV;
    delete process.env.SITE_URL;
    delete process.env.BENCH_BARE_PAGE;
    rereadConfig();
  });

  it("is served in the demo; production answers 404 unless the bench asks with BENCH_BARE_PAGE=1", async () => {
    expect(servesBarePage({})).toBe(true);
    await expect(BarePage()).resolves.toBeTruthy();

    expect(servesBarePage({ SHOP_ENV: "production" })).toBe(false);
    expect(servesBarePage({ SHOP_ENV: "production", BENCH_BARE_PAGE: "0" })).toBe(false);
    process.env.SHOP_ENV = "production";
    process.env.SITE_URL = "https://shop.example.com";
    rereadConfig();
    await expect(BarePage()).rejects.toThrow("NEXT_NOT_FOUND");

    expect(servesBarePage({ SHOP_ENV: "production", BENCH_BARE_PAGE: "1" })).toBe(true);
    process.env.BENCH_BARE_PAGE = "1";
    rereadConfig();
    await expect(BarePage()).resolves.toBeTruthy();
  });
});
