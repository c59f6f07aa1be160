import { hostRedirectFor, hostRedirects, homeShopLinks } from "@/lib/config/hosts";
import { videoEmbedUrl, videoIdOf } from "@/lib/layout/misc-pages";

describe("host-based redirects (MISC-13)", () => {
  it("change nothing when no host is set, or a setting is not an http(s) URL", () => {
    expect(hostRedirects({})).toEqual([]);
    expect(hostRedirects({ PLAN_HOST_URL: "plan.example.com", BRAND_HOST_URL: "javascript:alert(1)", BRAND_HOST_STORE: "demo" })).toEqual([]);
    expect(hostRedirectFor("plan.example.com", "/", [])).toBeNull();
  });

  it("send `/` on a configured host to its configured target, never to the Host the request named", () => {
    const redirects = hostRedirects({ PLAN_HOST_URL: "https://plan.example.com", BRAND_HOST_URL: "https://brand.example.com:8443/", BRAND_HOST_STORE: "Demo Store" });
    expect(redirects).toEqual([
      { host: "plan.example.com", target: "https://plan.example.com/plan" },
      { host: "brand.example.com:8443", target: "https://brand.example.com:8443/Demo%20Store" },
    ]);
    expect(hostRedirectFor("PLAN.example.com", "/", redirects)).toBe("https://plan.example.com/plan");
    expect(hostRedirectFor("brand.example.com:8443", "/", redirects)).toBe("https://brand.example.com:8443/Demo%20Store");
    // only `/`, only a configured host
    expect(hostRedirectFor("plan.example.com", "/demo", redirects)).toBeNull();
    expect(hostRedirectFor("evil.example", "/", redirects)).toBeNull();
    expect(hostRedirectFor(null, "/", redirects)).toBeNull();
  });
});

describe("HOME and SHOP for one configured store (NAV-07)", () => {
  const env = { HOME_SHOP_STORE: "Marcus", HOME_SHOP_HOME_URL: "https://brand.example.com/", HOME_SHOP_SHOP_URL: "https://brand.example.com/shop" };

  it("links the configured store only, to the configured URLs", () => {
    expect(homeShopLinks("marcus", env)).toEqual([
      { label: "HOME", href: "https://brand.example.com/" },
      { label: "SHOP", href: "https://brand.example.com/shop" },
    ]);
    expect(homeShopLinks("demo", env)).toEqual([]);
    expect(homeShopLinks("marcus", {})).toEqual([]);
    expect(homeShopLinks("marcus", { ...env, HOME_SHOP_SHOP_URL: "javascript:alert(1)" })).toEqual([{ label: "HOME", href: "https://brand.example.com/" }]);
  });
});

describe("the video embed's id (MISC-04)", () => {
  it("takes one id of letters, digits, - and _; anything else is missing", () => {
    expect(videoIdOf(["dQw4w9WgXcQ"])).toBe("dQw4w9WgXcQ");
    expect(videoIdOf(undefined)).toBeNull();
    expect(videoIdOf(["a", "b"])).toBeNull();
    expect(videoIdOf(['x"><script>'])).toBeNull();
    expect(videoEmbedUrl("abc_-1")).toBe("https://www.youtube-nocookie.com/embed/abc_-1");
  });
});
