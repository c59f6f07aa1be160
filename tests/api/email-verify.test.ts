/** MISC-01, API-13: sign-up mails a verification link through the outbox; its code verifies the email once. */
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { EmailConfirmation, SessionToken } from "@/lib/api/schemas/user";
import { hashToken } from "@/server/auth/session";
import { createAuthLimits, TOO_MANY_ATTEMPTS } from "@/server/auth/limits";
import { EMAIL_CONFIRMATION_TTL_MS } from "@/server/auth/email-confirmations";
import * as t from "@/server/db/schema";
import { signUpBody } from "./auth-fakes";
import { data, failure, openTestApi, type TestApi } from "./helpers";

let api: TestApi;
let outbox: string;
let clock = new Date("2026-06-01T12:00:00Z");
const limits = createAuthLimits(async () => api.db, {}, () => clock.getTime());

beforeAll(async () => {
  outbox = await mkdtemp(path.join(os.tmpdir(), "outbox-"));
  process.env.MAIL_OUTBOX_DIR = outbox;
  delete process.env.SMTP_URL;
  process.env.SITE_URL = "https://shop.example.com";
  api = await openTestApi({ now: () => clock, limits });
});
afterAll(async () => {
  delete process.env.SITE_URL;
  await api.close();
  await rm(outbox, { recursive: true, force: true });
});
beforeEach(async () => {
  clock = new Date("2026-06-01T12:00:00Z");
  await limits.reset();
});

const validate = (code: string) => api.post(`/api/users/confirm_email/validate/${encodeURIComponent(code)}`, {});

async function signUpAndMailedCode(email: string, userName: string): Promise<string> {
  await data(await api.post("/api/users", signUpBody({ email, user_name: userName })), SessionToken);
  const [mail] = await api.db.select().from(t.outboxMail).where(eq(t.outboxMail.to, email));
  expect(mail).toMatchObject({ kind: "email-verify", subject: "Verify your email" });
  const link = /https:\/\/shop\.example\.com\/service\/email_verify\/([\w-]+)/.exec(mail!.body);
  expect(link).not.toBeNull();
  return link![1]!;
}

const confirmed = async (email: string) => (await api.db.select().from(t.users).where(eq(t.users.email, email)))[0]!.emailConfirmed;

describe("POST /api/users/confirm_email/validate/{code}", () => {
  it("sign-up mails a link on the configured origin; its code verifies the email once, and is stored hashed", async () => {
    const code = await signUpAndMailedCode("verify.me@example.com", "verifyme");
    expect(await confirmed("verify.me@example.com")).toBe(false);
    const rows = await api.db.select().from(t.emailConfirmations);
    expect(rows.some((row) => row.codeHash === hashToken(code))).toBe(true);
    expect(rows.some((row) => row.codeHash === code)).toBe(false);

    expect(await data(await validate(code), EmailConfirmation)).toEqual({ success: true });
    expect(await confirmed("verify.me@example.com")).toBe(true);
    // already verified: the page's failure text
    expect(await data(await validate(code), EmailConfirmation)).toEqual({ success: false });
  });

  it("refuses an unknown code and an expired one", async () => {
    expect(await data(await validate("x".repeat(43)), EmailConfirmation)).toEqual({ success: false });
    const code = await signUpAndMailedCode("late@example.com", "latecomer");
    clock = new Date(clock.getTime() + EMAIL_CONFIRMATION_TTL_MS + 1000);
    expect(await data(await validate(code), EmailConfirmation)).toEqual({ success: false });
    expect(await confirmed("late@example.com")).toBe(false);
  });

  it("holds back a client guessing codes (429 after 20 failures), and refuses an over-long code", async () => {
    for (let i = 0; i < 20; i++) expect((await data(await validate(`guess-${i}`), EmailConfirmation)).success).toBe(false);
    expect((await failure(await validate("guess-21"), 429)).message).toBe(TOO_MANY_ATTEMPTS);
    await failure(await validate("a".repeat(201)), 400);
  });
});
