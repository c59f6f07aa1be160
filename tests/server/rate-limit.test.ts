import { DistinctLimiter } from "@/server/auth/distinct-limit";
import { createAuthLimits, DEFAULT_LIMIT_RULES } from "@/server/auth/limits";
import { RateLimiter } from "@/server/auth/rate-limit";
import { TargetedLimiter } from "@/server/auth/targeted-limit";

describe("RateLimiter", () => {
  let now = 0;
  const clock = () => now;
  beforeEach(() => {
    now = 1_000_000;
  });

  it("allows max attempts per window, then limits with the seconds left", () => {
    const limiter = new RateLimiter({ max: 3, windowMs: 60_000 }, clock);
    for (let i = 0; i < 3; i++) {
      expect(limiter.check("k")).toEqual({ limited: false });
      limiter.hit("k");
    }
    expect(limiter.check("k")).toEqual({ limited: true, retryAfterSeconds: 60 });
    now += 45_500;
    expect(limiter.check("k")).toEqual({ limited: true, retryAfterSeconds: 15 });
  });

  it("opens again when the window has passed, counting afresh", () => {
    const limiter = new RateLimiter({ max: 1, windowMs: 1000 }, clock);
    limiter.hit("k");
    expect(limiter.check("k").limited).toBe(true);
    now += 1000;
    expect(limiter.check("k").limited).toBe(false);
    limiter.hit("k");
    expect(limiter.check("k").limited).toBe(true);
  });

  it("tells the attempts counted in the current window", () => {
    const limiter = new RateLimiter({ max: 5, windowMs: 1000 }, clock);
    expect(limiter.attempts("k")).toBe(0);
    limiter.hit("k");
    limiter.hit("k");
    expect(limiter.attempts("k")).toBe(2);
    now += 1000;
    expect(limiter.attempts("k")).toBe(0);
  });

  it("counts keys apart and forgets one key or all", () => {
    const limiter = new RateLimiter({ max: 1, windowMs: 1000 }, clock);
    limiter.hit("a");
    limiter.hit("b");
    expect(limiter.check("c").limited).toBe(false);
    limiter.reset("a");
    expect(limiter.check("a").limited).toBe(false);
    expect(limiter.check("b").limited).toBe(true);
    limiter.reset();
    expect(limiter.check("b").limited).toBe(false);
  });

  it("sweeps expired windows once it holds many keys", () => {
    const limiter = new RateLimiter({ max: 1, windowMs: 1000 }, clock);
    for (let i = 0; i < 10_000; i++) limiter.hit(`old-${i}`);
    now += 1000;
    limiter.hit("new");
    expect((limiter as unknown as { windows: Map<string, unknown> }).windows.size).toBe(1);
  });
});

describe("TargetedLimiter", () => {
  let now = 0;
  const rule = { perClient: { max: 3, windowMs: 60_000 }, total: { max: 5, windowMs: 60_000 } };
  const limiter = new TargetedLimiter(rule, () => now);
  beforeEach(() => {
    now = 1_000_000;
    limiter.reset();
  });
  const tries = (client: string, times: number) => {
    for (let i = 0; i < times; i++) limiter.hit("owner@example.com", client);
  };

  it("M7: limits one client on one target, and no other client", () => {
    tries("attacker", 3);
    expect(limiter.check("owner@example.com", "attacker")).toEqual({ limited: true, retryAfterSeconds: 60 });
    expect(limiter.check("other@example.com", "attacker").limited).toBe(false);
    expect(limiter.check("owner@example.com", "owner").limited).toBe(false);
  });

  it("M7: past the target's total, holds back only the clients that already tried it", () => {
    for (let i = 0; i < 5; i++) tries(`attacker-${i}`, 1);
    expect(limiter.check("owner@example.com", "attacker-0").limited).toBe(true);
    expect(limiter.check("owner@example.com", "owner").limited).toBe(false);
    // a new client's first attempt counts, then it is held back like the others
    tries("attacker-5", 1);
    expect(limiter.check("owner@example.com", "attacker-5").limited).toBe(true);
    now += 60_000;
    expect(limiter.check("owner@example.com", "attacker-0").limited).toBe(false);
  });

  it("M7: forgiving a client clears its own count only", () => {
    tries("owner", 3);
    tries("attacker", 2);
    limiter.forgive("owner@example.com", "owner");
    expect(limiter.check("owner@example.com", "owner").limited).toBe(false);
    tries("attacker", 1);
    expect(limiter.check("owner@example.com", "attacker").limited).toBe(true);
  });
});

describe("DistinctLimiter", () => {
  let now = 0;
  const limiter = new DistinctLimiter({ max: 2, windowMs: 60_000 }, () => now);
  beforeEach(() => {
    now = 1_000_000;
    limiter.reset();
  });
  const use = (key: string, value: string) => {
    const verdict = limiter.check(key, value);
    if (!verdict.limited) limiter.hit(key, value);
    return verdict.limited;
  };

  it("L2: counts distinct values per key; repeating a counted value is free", () => {
    expect(use("client", "a@example.com")).toBe(false);
    expect(use("client", "b@example.com")).toBe(false);
    for (let i = 0; i < 5; i++) expect(use("client", "a@example.com")).toBe(false);
    expect(use("client", "c@example.com")).toBe(true);
    expect(use("other-client", "c@example.com")).toBe(false);
    now += 60_000;
    expect(use("client", "c@example.com")).toBe(false);
  });
});

describe("createAuthLimits", () => {
  it("uses the default rules unless overridden, and resets every limiter", () => {
    const limits = createAuthLimits({ forgotPerClient: { max: 1, windowMs: 10 } }, () => 0);
    expect(limits.signInPerAccount.rule).toEqual(DEFAULT_LIMIT_RULES.signInPerAccount);
    limits.forgotPerClient.hit("203.0.113.1");
    limits.signUpPerClient.hit("203.0.113.1");
    expect(limits.forgotPerClient.check("203.0.113.1").limited).toBe(true);
    limits.reset();
    expect(limits.forgotPerClient.check("203.0.113.1").limited).toBe(false);
    expect(limits.signUpPerClient.attempts("203.0.113.1")).toBe(0);
  });
});
