/** The one environment schema (lib/config/server.ts, issue 23): every mode, blanks, and every problem at once. */
import { ConfigError, configFrom } from "@/lib/config/server";

const problemsOf = (env: Record<string, string>) => {
  try {
    configFrom(env);
    return [];
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    return error.problems;
  }
};

describe("the environment schema", () => {
  it("the demo needs nothing: every default", () => {
    expect(configFrom({})).toMatchObject({
      production: false,
      apiBaseUrl: null,
      port: 3000,
      selfOrigin: "http://127.0.0.1:3000",
      frontDoorCacheSeconds: 1,
      trustedProxies: 0,
      defaultStore: "demo",
      databaseUrl: null,
      pgliteDataDir: ".data/pglite",
      firebaseProjectId: "demo-storefront",
      mail: { smtpUrl: null, from: "no-reply@localhost", outboxDir: ".data/outbox" },
      uploads: { dir: ".data/uploads", s3: null },
      giftBufferDays: 7,
      catalogExpirySecret: null,
    });
  });

  it("a production deployment with the embedded API, typed", () => {
    const config = configFrom({
      SHOP_ENV: "Production",
      SITE_URL: "https://shop.example.com",
      PORT: "8080",
      DATABASE_URL: "postgres://shop@db/shop",
      SMTP_URL: "smtps://mail.example.com:465",
      UPLOADS_S3_BUCKET: "shop-uploads",
      UPLOADS_S3_ACCESS_KEY_ID: "ASIAEXAMPLE",
      UPLOADS_S3_SECRET_ACCESS_KEY: "secret",
      UPLOADS_S3_SESSION_TOKEN: "token",
      UPLOADS_S3_PREFIX: "/prod/",
      GIFT_BUFFER_DAYS: "10",
    });
    expect(config).toMatchObject({ production: true, port: 8080, selfOrigin: "http://127.0.0.1:8080", databaseUrl: "postgres://shop@db/shop", giftBufferDays: 10 });
    expect(config.uploads.s3).toEqual({
      bucket: "shop-uploads",
      endpoint: "https://s3.us-east-1.amazonaws.com",
      region: "us-east-1",
      prefix: "prod",
      accessKeyId: "ASIAEXAMPLE",
      secretAccessKey: "secret",
      sessionToken: "token",
    });
  });

  it("a storefront in front of a remote API", () => {
    expect(configFrom({ API_BASE_URL: "https://api.example.com", SHOP_ENV: "production", SITE_URL: "https://shop.example.com" }).apiBaseUrl).toBe("https://api.example.com");
  });

  it("blank is unset (a compose file's `X=`)", () => {
    expect(configFrom({ API_BASE_URL: "", PORT: " ", SMTP_URL: "" })).toMatchObject({ apiBaseUrl: null, port: 3000, mail: { smtpUrl: null } });
  });

  it("an invalid value is an error, never a silent default, and every problem is listed at once without values", () => {
    const problems = problemsOf({
      PORT: "eighty",
      TRUSTED_PROXIES: "100",
      FRONT_DOOR_CACHE_SECONDS: "61",
      SHOP_ENV: "staging",
      SITE_URL: "javascript:alert(1)",
      SMTP_URL: "http://mail",
      GIFT_BUFFER_DAYS: "-1",
      LOG_LEVEL: "loud",
      DATABASE_URL: "mysql://db",
      NEXT_PUBLIC_GA_MEASUREMENT_ID: "UA-1",
      CATALOG_EXPIRY_SECRET: "short-secret-value",
      UPLOADS_S3_BUCKET: "shop-uploads",
      UPLOADS_S3_SECRET_ACCESS_KEY: "never-printed",
    });
    for (const name of ["PORT", "TRUSTED_PROXIES", "FRONT_DOOR_CACHE_SECONDS", "SHOP_ENV", "SITE_URL", "SMTP_URL", "GIFT_BUFFER_DAYS", "LOG_LEVEL", "DATABASE_URL", "NEXT_PUBLIC_GA_MEASUREMENT_ID", "CATALOG_EXPIRY_SECRET", "UPLOADS_S3_BUCKET"]) {
      expect(problems.some((problem) => problem.startsWith(name)), name).toBe(true);
    }
    expect(problems.join("\n")).not.toMatch(/never-printed|short-secret-value|eighty/);
  });

  it("production's own fatal gaps stop the start too", () => {
    expect(problemsOf({ SHOP_ENV: "production" })).toEqual([expect.stringContaining("SITE_URL is not set")]);
    expect(problemsOf({ SHOP_ENV: "production", SITE_URL: "https://shop.example.com", ADMIN_API_TOKEN: "short" })).toEqual([expect.stringContaining("ADMIN_API_TOKEN is shorter")]);
  });
});

describe("the settings' documentation", () => {
  it("README.md names every setting the schema accepts", async () => {
    const { readFile } = await import("node:fs/promises");
    const [readme, schema] = await Promise.all([readFile("README.md", "utf8"), readFile("lib/config/server.ts", "utf8")]);
    const settings = [...schema.matchAll(/^ {2}([A-Z][A-Z0-9_]+): optional\(/gm)].map((match) => match[1]!);
    expect(settings.length).toBeGreaterThan(40);
    expect(settings.filter((name) => name !== "NODE_ENV" && !readme.includes(`\`${name}\``))).toEqual([]);
  });
});
