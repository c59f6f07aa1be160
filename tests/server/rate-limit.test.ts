import { createAuthLimits, DEFAULT_LIMIT_RULES } from "@/server/auth/limits";
import { RateLimiter } from "@/server/auth/rate-limit";

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

describe("createAuthLimits", () => {
  it("uses the default rules unless overridden, and resets every limiter", () => {
    const limits = createAuthLimits({ forgotPerEmail: { max: 1, windowMs: 10 } }, () => 0);
    expect(limits.signInPerAccount.rule).toEqual(DEFAULT_LIMIT_RULES.signInPerAccount);
    limits.forgotPerEmail.hit("a@example.com");
    expect(limits.forgotPerEmail.check("a@example.com").limited).toBe(true);
    limits.reset();
    expect(limits.forgotPerEmail.check("a@example.com").limited).toBe(false);
  });
});
