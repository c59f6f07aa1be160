/**
 * Account abuse (security review, issue 9): a stranger cannot lock an owner out of sign-in or reset
 * mail (M7); sign-up, the email-exists check and reset attempts are limited per client (L1); a
 * first-order coupon cannot be used to go through a list of emails (L2).
 *
 * Different clients are different `x-forwarded-for` addresses (the front door sets that header).
 * Sign-in and forgot-password run on the default rules, so the reviewer's numbers hold; the L1 and
 * L2 limits are made small.
 */
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { CartCalcResponse, type CartCalcRequest } from "@/lib/api";
import { ForgotPassword, ResetPassword, ResetTokenValidity, SessionToken, SignupGuide } from "@/lib/api/schemas/user";
import { createAuthLimits, TOO_MANY_ATTEMPTS } from "@/server/auth/limits";
import { hashPassword } from "@/server/auth/password";
import * as t from "@/server/db/schema";
import { signUpBody } from "./auth-fakes";
import { data, failure, openTestApi, type TestApi } from "./helpers";
import { DEMO, newKey, orderBody, orderSteps } from "./orders-support";

// The real hash, watched: reset attempts with a bad token must be refused before it runs.
vi.mock("@/server/auth/password", async (importOriginal) => {
  const real = await importOriginal<typeof import("@/server/auth/password")>();
  return { ...real, hashPassword: vi.fn(real.hashPassword) };
});

const HOUR = 60 * 60 * 1000;
let api: TestApi;
let outbox: string;
const limits = createAuthLimits(async () => api.db, {
  signUpPerClient: { max: 2, windowMs: HOUR },
  emailChecksPerClient: { max: 3, windowMs: HOUR },
  resetFailuresPerClient: { max: 3, windowMs: HOUR },
  firstOrderEmailsPerClient: { max: 3, windowMs: HOUR },
});

beforeAll(async () => {
  outbox = await mkdtemp(path.join(os.tmpdir(), "outbox-"));
  process.env.MAIL_OUTBOX_DIR = outbox;
  delete process.env.SMTP_URL;
  api = await openTestApi({ limits });
});
afterAll(async () => {
  await api.close();
  await rm(outbox, { recursive: true, force: true });
});
beforeEach(() => limits.reset());

const from = (address: string) => ({ "x-forwarded-for": address });
const signIn = (email: string, password: string, client: string) => api.post("/api/users/authenticate", { email, password }, from(client));
const forgot = (email: string, client: string) => api.post("/api/Users/Forgot_Password", { email }, from(client));
const validate = (token: string, client: string) => api.get(`/api/users/forgot_password/validate/${token}`, from(client));
const resetWith = (token: string, client: string) => api.post("/api/users/reset_password", { token, password: "newpass123" }, from(client));

/** The reset tokens mailed to `email`, oldest first. */
async function mailedTokens(email: string): Promise<string[]> {
  const rows = await api.db.select().from(t.outboxMail).where(eq(t.outboxMail.to, email)).orderBy(t.outboxMail.createdAt);
  return rows.map((row) => row.body.match(/\/service\/reset_password\/([\w-]+)/)![1]!);
}

describe("M7: sign-in limits hold back the guesser, not the owner", () => {
  it("M7: ten wrong passwords from a stranger's client do not stop the owner's correct one from another", async () => {
    for (let i = 0; i < 10; i++) {
      const response = await signIn("shopper@example.com", `wrongpass${i}`, "203.0.113.66");
      expect([401, 429]).toContain(response.status);
    }
    await data(await signIn("shopper@example.com", "shopper123", "198.51.100.7"), SessionToken);
    // the stranger's client stays limited on that account, even with the right password
    const limited = await signIn("shopper@example.com", "shopper123", "203.0.113.66");
    expect(limited.headers.get("retry-after")).toBeTruthy();
    expect((await failure(limited, 429)).message).toBe(TOO_MANY_ATTEMPTS);
  });

  it("M7: wrong passwords from many clients leave the owner's fresh client free, and each attacking client limited", async () => {
    const attackers = Array.from({ length: 30 }, (_, i) => `203.0.113.${i + 1}`);
    for (const client of attackers) await failure(await signIn("luna@example.com", "wrongpass1", client), 401);
    for (const client of attackers) await failure(await signIn("luna@example.com", "luna12345", client), 429);
    await data(await signIn("luna@example.com", "luna12345", "198.51.100.8"), SessionToken);
    // an attacking client is held back on that account only
    await data(await signIn("shopper@example.com", "shopper123", attackers[0]!), SessionToken);
  });
});

describe("M7: reset mail and links survive a stranger's requests", () => {
  it("M7: five reset requests from a stranger neither stop the owner's mail nor spoil the owner's link", async () => {
    const owner = "198.51.100.9";
    await data(await forgot("marcus@example.com", owner), ForgotPassword);
    const [ownersLink] = await mailedTokens("marcus@example.com");
    for (let i = 0; i < 5; i++) {
      const response = await forgot("marcus@example.com", "203.0.113.77");
      expect([200, 429]).toContain(response.status);
    }
    const before = (await mailedTokens("marcus@example.com")).length;
    await data(await forgot("marcus@example.com", owner), ForgotPassword);
    expect(await mailedTokens("marcus@example.com")).toHaveLength(before + 1);
    // the link the owner already had still works
    await data(await validate(ownersLink!, owner), ResetTokenValidity);
    await data(await resetWith(ownersLink!, owner), ResetPassword);
  });

  it("M7: requests from many clients still let a fresh client's request mail the owner, and hold back each of them", async () => {
    const strangers = Array.from({ length: 10 }, (_, i) => `203.0.113.${100 + i}`);
    for (const client of strangers) await data(await forgot("chloe@example.com", client), ForgotPassword);
    for (const client of strangers) await failure(await forgot("chloe@example.com", client), 429);
    const before = (await mailedTokens("chloe@example.com")).length;
    await data(await forgot("chloe@example.com", "198.51.100.10"), ForgotPassword);
    expect(await mailedTokens("chloe@example.com")).toHaveLength(before + 1);
  });
});

describe("L1: per-client limits on sign-up, the email check and reset attempts", () => {
  it("L1: limits sign-ups per client", async () => {
    const client = "203.0.113.20";
    await data(await api.post("/api/users", signUpBody({ email: "l1-a@example.com", user_name: "lonea" }), from(client)), SessionToken);
    await data(await api.post("/api/users", signUpBody({ email: "l1-b@example.com", user_name: "loneb" }), from(client)), SessionToken);
    const limited = await api.post("/api/users", signUpBody({ email: "l1-c@example.com", user_name: "lonec" }), from(client));
    expect(limited.headers.get("retry-after")).toBeTruthy();
    expect((await failure(limited, 429)).message).toBe(TOO_MANY_ATTEMPTS);
    await data(await api.post("/api/users", signUpBody({ email: "l1-c@example.com", user_name: "lonec" }), from("198.51.100.20")), SessionToken);
  });

  it("L1: limits the email-exists check per client", async () => {
    const ask = (email: string, client: string) => api.post("/api/users/signup_guide", { email }, from(client));
    for (const email of ["a@example.com", "b@example.com", "shopper@example.com"]) await data(await ask(email, "203.0.113.21"), SignupGuide);
    expect((await failure(await ask("luna@example.com", "203.0.113.21"), 429)).message).toBe(TOO_MANY_ATTEMPTS);
    expect(await data(await ask("luna@example.com", "198.51.100.21"), SignupGuide)).toEqual({ exist: true });
  });

  it("L1: counts bad reset tokens per client and refuses them before hashing the new password", async () => {
    const client = "203.0.113.22";
    await data(await forgot("stylist@example.com", "198.51.100.22"), ForgotPassword);
    const token = (await mailedTokens("stylist@example.com")).at(-1);
    vi.mocked(hashPassword).mockClear();

    await failure(await validate("guessed-token-1", client), 404);
    await failure(await resetWith("guessed-token-2", client), 404);
    await failure(await resetWith("guessed-token-3", client), 404);
    expect(hashPassword).not.toHaveBeenCalled();
    // over the limit, even a real link is refused from that client, still without hashing
    await failure(await validate(token!, client), 429);
    await failure(await resetWith(token!, client), 429);
    expect(hashPassword).not.toHaveBeenCalled();

    await data(await resetWith(token!, "198.51.100.22"), ResetPassword);
    expect(hashPassword).toHaveBeenCalledOnce();
  });
});

describe("L2: the first-order coupon cannot enumerate customers", () => {
  const calc = (email: string | undefined, client: string, headers: Record<string, string> = {}) => {
    const body: CartCalcRequest = {
      items: [{ cart_item_id: "1", item_id: "itm-014", store_id: "store-demo", variant_id: "itm-014-white-m", units: 1 }],
      coupon_codes: [{ store_id: "store-demo", coupon_code: "WELCOME15" }],
      email,
    };
    return api.post("/api/cart/calc", body, { ...from(client), ...headers }).then((response) => data(response, CartCalcResponse));
  };
  const couponMessage = async (email: string | undefined, client: string, headers: Record<string, string> = {}) =>
    (await calc(email, client, headers)).stores[0]!.coupon_results[0]!.message;
  const APPLIED = "WELCOME15 applied: 15% off.";
  const ORDERED_BEFORE = "WELCOME15 is only valid on your first order.";

  it("L2: a client checking many emails is told nothing more after a few", async () => {
    const client = "203.0.113.30";
    for (const email of ["l2-a@example.com", "l2-b@example.com", "l2-c@example.com"]) expect(await couponMessage(email, client)).toBe(APPLIED);
    // a customer with a paid order and a new email now get the same answer
    expect(await couponMessage("repeat@example.com", client)).toBe(TOO_MANY_ATTEMPTS);
    expect(await couponMessage("l2-d@example.com", client)).toBe(TOO_MANY_ATTEMPTS);
    // another client is not affected
    expect(await couponMessage("repeat@example.com", "198.51.100.30")).toBe(ORDERED_BEFORE);
  });

  it("L2: a shopper re-pricing a cart, or checking their own account, is never stopped", async () => {
    const client = "198.51.100.31";
    for (let i = 0; i < 20; i++) expect(await couponMessage("Shopper.Guest@example.com", client)).toBe(APPLIED);
    for (const email of ["l2-e@example.com", "l2-f@example.com"]) await calc(email, client);
    expect(await couponMessage("shopper.guest@example.com", client)).toBe(APPLIED);
    // a signed-in shopper's own history is theirs to know, whatever the client asked before
    await calc("l2-g@example.com", client);
    const { token } = await data(await signIn("repeat@example.com", "repeat123", client), SessionToken);
    expect(await couponMessage(undefined, client, { "x-access-token": token })).toBe(ORDERED_BEFORE);
  });

  it("L2: placing orders asks about emails on the same count, so it is no second way round the limit", async () => {
    const client = "203.0.113.32";
    for (const email of ["l2-h@example.com", "l2-i@example.com", "l2-j@example.com"]) await calc(email, client);
    const steps = orderSteps(api);
    const order = orderBody(await steps.token(), { email: "repeat@example.com", coupon_codes: [{ store_id: DEMO, coupon_code: "WELCOME15" }] });
    expect((await failure(await steps.create(order, newKey(), from(client)), 409)).message).toBe(TOO_MANY_ATTEMPTS);
    expect((await failure(await steps.create(order, newKey(), from("198.51.100.32")), 409)).message).toBe(ORDERED_BEFORE);
  });
});
