import { vi } from "vitest";

vi.mock("next/server", () => ({ connection: async () => {} }));
vi.mock("next/navigation", () => ({
  notFound: () => {
    throw new Error("NEXT_NOT_FOUND");
  },
}));

const { DEV_PAGES, servedDevPage } = await import("@/lib/dev/pages");
const { rereadConfig } = await import("@/lib/config/server");
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
