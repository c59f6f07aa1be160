import { adminApiToken, deploymentProblems, isProduction, publicOrigin, testPaymentsAllowed, demoDataAllowed, trustedProxyCount } from "@/lib/config/deployment";
import { checkDeployment } from "@/server/deployment-check";
import { captureLogs } from "../support/logs";

const PRODUCTION = {
  SHOP_ENV: "production",
  SITE_URL: "https://shop.example.com",
  STRIPE_SECRET_KEY: "sk_live_x",
  NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: "pk_live_x",
  DATABASE_URL: "postgres://db/shop",
  SMTP_URL: "smtp://mail:587",
  UPLOADS_S3_BUCKET: "shop-uploads",
  UPLOADS_S3_ACCESS_KEY_ID: "AKIDEXAMPLE",
  UPLOADS_S3_SECRET_ACCESS_KEY: "secret-never-printed",
  TRUSTED_PROXIES: "1",
};

describe("deployment settings", () => {
  it("production is SHOP_ENV=production only, never NODE_ENV", () => {
    expect(isProduction({ NODE_ENV: "production" })).toBe(false);
    expect(isProduction({ SHOP_ENV: "production" })).toBe(true);
    expect(isProduction({})).toBe(false);
  });

  it("H1: the public origin comes from configuration, else the port the server listens on", () => {
    expect(publicOrigin({ SITE_URL: "https://shop.example.com/some/path", NEXT_PUBLIC_SITE_URL: "https://other.example" })).toBe(
      "https://shop.example.com",
    );
    expect(publicOrigin({ NEXT_PUBLIC_SITE_URL: "https://public.example" })).toBe("https://public.example");
    expect(publicOrigin({ PORT: "3100" })).toBe("http://localhost:3100");
    expect(publicOrigin({ SITE_URL: "javascript:alert(1)" })).toBe("http://localhost:3000");
  });

  it("M1: trusted proxies default to none; a malformed count is refused", () => {
    expect(trustedProxyCount({})).toBe(0);
    expect(trustedProxyCount({ TRUSTED_PROXIES: "2" })).toBe(2);
    expect(trustedProxyCount({ TRUSTED_PROXIES: "yes" })).toBeNull();
  });

  it("M8 / L9: the demo keeps test payments and demo data; production needs PAYMENTS_TEST_MODE=1 for test payments and gets no demo data", () => {
    expect(testPaymentsAllowed({})).toBe(true);
    expect(demoDataAllowed({})).toBe(true);
    expect(testPaymentsAllowed({ SHOP_ENV: "production" })).toBe(false);
    expect(testPaymentsAllowed({ SHOP_ENV: "production", PAYMENTS_TEST_MODE: "1" })).toBe(true);
    expect(demoDataAllowed({ SHOP_ENV: "production" })).toBe(false);
  });

  it("a complete production deployment has no problems; the demo is never checked", () => {
    expect(deploymentProblems(PRODUCTION)).toEqual([]);
    expect(deploymentProblems({})).toEqual([]);
  });

  it("H1: production without SITE_URL is fatal", () => {
    const problems = deploymentProblems({ ...PRODUCTION, SITE_URL: undefined });
    expect(problems).toEqual([expect.objectContaining({ fatal: true, message: expect.stringContaining("SITE_URL") })]);
  });

  it("M8: production without Stripe keys says orders are refused, or that test mode is on", () => {
    const noStripe = { ...PRODUCTION, STRIPE_SECRET_KEY: undefined };
    expect(deploymentProblems(noStripe)).toEqual([expect.objectContaining({ fatal: false, message: expect.stringContaining("orders are refused") })]);
    expect(deploymentProblems({ ...noStripe, PAYMENTS_TEST_MODE: "1" })).toEqual([
      expect.objectContaining({ fatal: false, message: expect.stringContaining("no money moves") }),
    ]);
  });

  it("uploads: a bucket without both keys, or with an endpoint that is not a URL, stops the start; no bucket is a warning", () => {
    for (const missing of ["UPLOADS_S3_ACCESS_KEY_ID", "UPLOADS_S3_SECRET_ACCESS_KEY"]) {
      expect(deploymentProblems({ ...PRODUCTION, [missing]: " " })).toEqual([
        expect.objectContaining({ fatal: true, message: expect.stringContaining("UPLOADS_S3_BUCKET is set without") }),
      ]);
    }
    expect(deploymentProblems({ ...PRODUCTION, UPLOADS_S3_ENDPOINT: "minio:9000" })).toEqual([
      expect.objectContaining({ fatal: true, message: expect.stringContaining("UPLOADS_S3_ENDPOINT") }),
    ]);
    expect(deploymentProblems({ ...PRODUCTION, UPLOADS_S3_ENDPOINT: "http://127.0.0.1:9000" })).toEqual([]);
    expect(deploymentProblems({ ...PRODUCTION, UPLOADS_S3_BUCKET: undefined })).toEqual([
      expect.objectContaining({ fatal: false, message: expect.stringContaining("UPLOADS_DIR") }),
    ]);
  });

  it("the admin API: off when ADMIN_API_TOKEN is unset or blank; in production a short token stops the start, unprinted", () => {
    expect(adminApiToken({})).toBeNull();
    expect(adminApiToken({ ADMIN_API_TOKEN: "  " })).toBeNull();
    expect(adminApiToken({ ADMIN_API_TOKEN: " t0ken " })).toBe("t0ken");
    const long = "a".repeat(32);
    expect(deploymentProblems({ ...PRODUCTION, ADMIN_API_TOKEN: long })).toEqual([]);
    const short = "short-admin-token";
    const problems = deploymentProblems({ ...PRODUCTION, ADMIN_API_TOKEN: short });
    expect(problems).toEqual([expect.objectContaining({ fatal: true, message: expect.stringContaining("ADMIN_API_TOKEN is shorter than 32") })]);
    expect(problems[0]!.message).not.toContain(short);
    // The demo takes any token (the browser tests use a short one).
    expect(deploymentProblems({ ADMIN_API_TOKEN: short })).toEqual([]);
  });

  it("N27: production with TRUSTED_PROXIES unset warns (every visitor behind a proxy would share one address); 0 said explicitly does not", () => {
    expect(deploymentProblems({ ...PRODUCTION, TRUSTED_PROXIES: undefined })).toEqual([
      expect.objectContaining({ fatal: false, message: expect.stringContaining("TRUSTED_PROXIES is not set") }),
    ]);
    expect(deploymentProblems({ ...PRODUCTION, TRUSTED_PROXIES: " " })).toEqual([expect.objectContaining({ message: expect.stringContaining("TRUSTED_PROXIES is not set") })]);
    expect(deploymentProblems({ ...PRODUCTION, TRUSTED_PROXIES: "0" })).toEqual([]);
    expect(deploymentProblems({ TRUSTED_PROXIES: undefined })).toEqual([]);
  });

  it("issue 22: a storefront on a separate API: a malformed API_BASE_URL stops the start, a clear-text one to another host warns", () => {
    // The storefront's own settings: no database, payments, mail or uploads of its own.
    const storefront = { SHOP_ENV: "production", SITE_URL: "https://shop.example.com", TRUSTED_PROXIES: "1" };
    expect(deploymentProblems({ ...storefront, API_BASE_URL: "https://api.example.com" })).toEqual([]);
    expect(deploymentProblems({ ...storefront, API_BASE_URL: "http://127.0.0.1:4000" })).toEqual([]);
    expect(deploymentProblems({ ...storefront, API_BASE_URL: "api.example.com" })).toEqual([
      expect.objectContaining({ fatal: true, message: expect.stringContaining("API_BASE_URL is not an http(s) URL") }),
    ]);
    expect(deploymentProblems({ ...storefront, API_BASE_URL: "http://api.internal:4000" })).toEqual([
      expect.objectContaining({ fatal: false, message: expect.stringContaining("API_BASE_URL is not https") }),
    ]);
  });

  it("the start-up check never prints the bucket's secret", async () => {
    const exit = vi.fn();
    const { text } = await captureLogs(async () => checkDeployment({ ...PRODUCTION, UPLOADS_S3_ACCESS_KEY_ID: undefined, SMTP_URL: undefined }, exit));
    expect(exit).toHaveBeenCalledWith(1);
    expect(text).toContain("UPLOADS_S3_ACCESS_KEY_ID");
    expect(text).not.toContain(PRODUCTION.UPLOADS_S3_SECRET_ACCESS_KEY);
  });

  it("the start-up check logs every problem and stops only on a fatal one", async () => {
    const exit = vi.fn();
    const warned = await captureLogs(async () => checkDeployment({ ...PRODUCTION, SMTP_URL: undefined }, exit));
    expect(exit).not.toHaveBeenCalled();
    expect(warned.lines).toEqual([expect.objectContaining({ level: 40, msg: expect.stringContaining("SMTP_URL") })]);
    await captureLogs(async () => checkDeployment({ ...PRODUCTION, SITE_URL: undefined }, exit));
    expect(exit).toHaveBeenCalledWith(1);
    exit.mockClear();
    checkDeployment({}, exit);
    expect(exit).not.toHaveBeenCalled();
  });

  it("an invalid value stops the start with every problem listed, in the demo too: never a silent default", async () => {
    const exit = vi.fn();
    const bad = { PORT: "80a", TRUSTED_PROXIES: "-1", FRONT_DOOR_CACHE_SECONDS: "120", GIFT_BUFFER_DAYS: "seven", SMTP_URL: "http://mail", UPLOADS_S3_SECRET_ACCESS_KEY: "secret-never-printed", UPLOADS_S3_BUCKET: "b" };
    const { lines, text } = await captureLogs(async () => checkDeployment(bad, exit));
    expect(exit).toHaveBeenCalledWith(1);
    const settings = lines.filter((line) => line.level === 60 && line.setting).map((line) => line.setting);
    expect(settings).toEqual(expect.arrayContaining(["PORT", "TRUSTED_PROXIES", "FRONT_DOOR_CACHE_SECONDS", "GIFT_BUFFER_DAYS", "SMTP_URL", "UPLOADS_S3_BUCKET"]));
    expect(text).not.toContain("secret-never-printed");
  });
});
