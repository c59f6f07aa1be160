import { DistinctLimiter } from "@/server/auth/distinct-limit";
import { createAuthLimits, DEFAULT_LIMIT_RULES } from "@/server/auth/limits";
import { RateLimiter } from "@/server/auth/rate-limit";
import { TargetedLimiter } from "@/server/auth/targeted-limit";
import { closeDatabase, openDatabase, type Database } from "@/server/db/client";
import * as t from "@/server/db/schema";

/** The counts live in the database: one unseeded PGlite for the file, emptied before each test. */
let database: Database;
const db = async () => database;
beforeAll(async () => {
  database = await openDatabase("memory://", { seed: false });
});
afterAll(() => closeDatabase(database));
beforeEach(async () => {
  await database.delete(t.rateLimitHits);
});

describe("RateLimiter", () => {
  let now = 0;
  const clock = () => now;
  beforeEach(() => {
    now = 1_000_000;
  });

  it("allows max attempts per window, then limits with the seconds left", async () => {
    const limiter = new RateLimiter("test", { max: 3, windowMs: 60_000 }, db, clock);
    for (let i = 0; i < 3; i++) {
      expect((await limiter.check("k")).limited).toBe(false);
      expect((await limiter.hit("k")).limited).toBe(false);
    }
    expect(await limiter.check("k")).toEqual({ limited: true, retryAfterSeconds: 60, attempts: 3 });
    now += 45_500;
    expect(await limiter.check("k")).toEqual({ limited: true, retryAfterSeconds: 15, attempts: 3 });
  });

  it("a hit past the limit is refused in the same step that counts it", async () => {
    const limiter = new RateLimiter("test", { max: 2, windowMs: 60_000 }, db, clock);
    expect(await limiter.hit("k")).toEqual({ limited: false, count: 1 });
    expect(await limiter.hit("k")).toEqual({ limited: false, count: 2 });
    expect(await limiter.hit("k")).toEqual({ limited: true, retryAfterSeconds: 60, count: 3 });
  });

  it("opens again when the window has passed, counting afresh", async () => {
    const limiter = new RateLimiter("test", { max: 1, windowMs: 1000 }, db, clock);
    await limiter.hit("k");
    expect((await limiter.check("k")).limited).toBe(true);
    now += 1000;
    expect(await limiter.check("k")).toEqual({ limited: false, attempts: 0 });
    expect(await limiter.hit("k")).toEqual({ limited: false, count: 1 });
    expect((await limiter.check("k")).limited).toBe(true);
  });

  it("counts keys and limiters apart, and forgets one key or all of a limiter's", async () => {
    const limiter = new RateLimiter("test", { max: 1, windowMs: 1000 }, db, clock);
    const other = new RateLimiter("other", { max: 1, windowMs: 1000 }, db, clock);
    await limiter.hit("a");
    await limiter.hit("b");
    await other.hit("b");
    expect((await limiter.check("c")).limited).toBe(false);
    await limiter.reset("a");
    expect((await limiter.check("a")).limited).toBe(false);
    expect((await limiter.check("b")).limited).toBe(true);
    await limiter.reset();
    expect((await limiter.check("b")).limited).toBe(false);
    expect((await other.check("b")).limited).toBe(true);
  });

  it("two limiters of one name (two processes) share the count; concurrent hits never both take the last attempt", async () => {
    const first = new RateLimiter("shared", { max: 5, windowMs: 60_000 }, db, clock);
    const second = new RateLimiter("shared", { max: 5, windowMs: 60_000 }, db, clock);
    const verdicts = await Promise.all(Array.from({ length: 8 }, (_, i) => (i % 2 ? first : second).hit("client")));
    expect(verdicts.filter((verdict) => !verdict.limited)).toHaveLength(5);
    expect((await second.check("client")).attempts).toBe(8);
  });

  it("deletes its ended windows at most once a minute", async () => {
    const limiter = new RateLimiter("test", { max: 1, windowMs: 1000 }, db, clock);
    for (let i = 0; i < 5; i++) await limiter.hit(`old-${i}`);
    now += 30_000;
    await limiter.hit("new");
    expect(await database.$count(t.rateLimitHits)).toBe(6);
    now += 30_000;
    await limiter.hit("newer");
    expect((await database.select({ key: t.rateLimitHits.key }).from(t.rateLimitHits)).map((row) => row.key)).toEqual(["newer"]);
  });
});

describe("TargetedLimiter", () => {
  let now = 0;
  const rule = { perClient: { max: 3, windowMs: 60_000 }, total: { max: 5, windowMs: 60_000 } };
  const limiter = new TargetedLimiter("targeted", rule, db, () => now);
  beforeEach(() => {
    now = 1_000_000;
  });
  const tries = async (client: string, times: number) => {
    for (let i = 0; i < times; i++) await limiter.hit("owner@example.com", client);
  };
  const limited = async (target: string, client: string) => (await limiter.check(target, client)).limited;

  it("M7: limits one client on one target, and no other client", async () => {
    await tries("attacker", 3);
    expect(await limiter.check("owner@example.com", "attacker")).toMatchObject({ limited: true, retryAfterSeconds: 60, tried: true });
    expect(await limited("other@example.com", "attacker")).toBe(false);
    expect(await limiter.check("owner@example.com", "owner")).toMatchObject({ limited: false, tried: false });
  });

  it("M7: past the target's total, holds back only the clients that already tried it", async () => {
    for (let i = 0; i < 5; i++) await tries(`attacker-${i}`, 1);
    expect(await limited("owner@example.com", "attacker-0")).toBe(true);
    expect(await limited("owner@example.com", "owner")).toBe(false);
    // a new client's first attempt counts, then it is held back like the others
    await tries("attacker-5", 1);
    expect(await limited("owner@example.com", "attacker-5")).toBe(true);
    now += 60_000;
    expect(await limited("owner@example.com", "attacker-0")).toBe(false);
  });

  it("M7: forgiving a client clears its own count only", async () => {
    await tries("owner", 3);
    await tries("attacker", 2);
    await limiter.forgive("owner@example.com", "owner");
    expect(await limited("owner@example.com", "owner")).toBe(false);
    await tries("attacker", 1);
    expect(await limited("owner@example.com", "attacker")).toBe(true);
  });
});

describe("DistinctLimiter", () => {
  let now = 0;
  const limiter = new DistinctLimiter("distinct", { max: 2, windowMs: 60_000 }, db, () => now);
  beforeEach(() => {
    now = 1_000_000;
  });
  const refused = async (key: string, value: string) => (await limiter.use(key, value)).limited;

  it("L2: counts distinct values per key; repeating a counted value is free", async () => {
    expect(await refused("client", "a@example.com")).toBe(false);
    expect(await refused("client", "b@example.com")).toBe(false);
    for (let i = 0; i < 5; i++) expect(await refused("client", "a@example.com")).toBe(false);
    expect(await refused("client", "c@example.com")).toBe(true);
    // a refused value is not remembered as counted: asking again is refused again
    expect(await refused("client", "c@example.com")).toBe(true);
    expect(await refused("other-client", "c@example.com")).toBe(false);
    now += 60_000;
    expect(await refused("client", "c@example.com")).toBe(false);
  });

  it("concurrent new values from one key never go past the limit", async () => {
    const verdicts = await Promise.all(["a", "b", "c", "d", "e"].map((value) => limiter.use("client", `${value}@example.com`)));
    expect(verdicts.filter((verdict) => !verdict.limited)).toHaveLength(2);
  });
});

describe("createAuthLimits", () => {
  it("uses the default rules unless overridden, and resets every limiter", async () => {
    const limits = createAuthLimits(db, { forgotPerClient: { max: 1, windowMs: 10 } }, () => 0);
    expect(limits.signInPerAccount.rule).toEqual(DEFAULT_LIMIT_RULES.signInPerAccount);
    await limits.forgotPerClient.hit("203.0.113.1");
    await limits.signUpPerClient.hit("203.0.113.1");
    expect((await limits.forgotPerClient.check("203.0.113.1")).limited).toBe(true);
    await limits.reset();
    expect((await limits.forgotPerClient.check("203.0.113.1")).limited).toBe(false);
    expect((await limits.signUpPerClient.check("203.0.113.1")).attempts).toBe(0);
  });
});
