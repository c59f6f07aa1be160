import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { closeDatabase, openDatabase, type Database } from "@/server/db/client";
import * as t from "@/server/db/schema";
import { mailFileName, sendMail } from "@/server/mail/outbox";
import { passwordMail } from "@/server/mail/password-mail";
import { rereadConfig } from "@/lib/config/server";
import { sendDueMail, SENT_SECRET_BODY, smtpTransport } from "@/server/mail/sender";
import { captureLogs } from "../support/logs";
import { startTestSmtp, type TestSmtp } from "../support/smtp";

describe("passwordMail", () => {
  it("links to the reset page, or the set-up page", () => {
    const reset = passwordMail({ to: "a@example.com", userName: "ann", origin: "https://shop.example.com", token: "tok_1", forSetup: false });
    expect(reset).toMatchObject({ to: "a@example.com", kind: "password-reset", subject: "Reset your password" });
    expect(reset.body).toContain("https://shop.example.com/service/reset_password/tok_1");
    const setup = passwordMail({ to: "a@example.com", userName: "ann", origin: "http://localhost:3000", token: "tok_2", forSetup: true });
    expect(setup).toMatchObject({ kind: "password-setup", subject: "Set up your password" });
    expect(setup.body).toContain("http://localhost:3000/service/setup_password/tok_2");
  });
});

describe("sendMail", () => {
  let db: Database;
  let dir: string;
  beforeAll(async () => {
    db = await openDatabase("memory://", { seed: false });
    dir = await mkdtemp(path.join(os.tmpdir(), "outbox-"));
    process.env.MAIL_OUTBOX_DIR = path.join(dir, "nested");
    delete process.env.SMTP_URL;
  });
  afterAll(async () => {
    await closeDatabase(db);
    await rm(dir, { recursive: true, force: true });
  });

  it("keeps the mail as an outbox row and a text file named by time, kind and address", async () => {
    const at = new Date("2026-11-23T10:00:00.000Z");
    const mail = { to: "a/b@example.com", kind: "password-reset", subject: "Reset your password", body: "Open http://x/service/reset_password/t\n" };
    await sendMail(db, mail, at);
    const name = mailFileName(mail, at);
    expect(name).toBe("2026-11-23T10:00:00.000Z-password-reset-a_b@example.com.txt");
    expect(await readdir(path.join(dir, "nested"))).toEqual([name]);
    expect(await readFile(path.join(dir, "nested", name), "utf8")).toBe(
      "To: a/b@example.com\nSubject: Reset your password\n\nOpen http://x/service/reset_password/t\n",
    );
    const rows = await db.select().from(t.outboxMail);
    expect(rows).toEqual([expect.objectContaining({ to: "a/b@example.com", kind: "password-reset", sentAt: null })]);
  });

  it("writes no file in production unless MAIL_OUTBOX_FILES=1 asks for them", async () => {
    const files = path.join(dir, "production");
    process.env.MAIL_OUTBOX_DIR = files;
    process.env.SHOP_ENV = "production";
    process.env.SITE_URL = "https://shop.example.com";
    rereadConfig();
    try {
      await sendMail(db, { to: "prod@example.com", kind: "password-reset", subject: "Reset your password", body: "secret link\n" });
      await expect(readdir(files)).rejects.toThrow();
      process.env.MAIL_OUTBOX_FILES = "1";
      rereadConfig();
      await sendMail(db, { to: "prod@example.com", kind: "password-reset", subject: "Reset your password", body: "secret link\n" });
      expect(await readdir(files)).toHaveLength(1);
    } finally {
      delete process.env.SHOP_ENV;
      delete process.env.SITE_URL;
      delete process.env.MAIL_OUTBOX_FILES;
      process.env.MAIL_OUTBOX_DIR = path.join(dir, "nested");
      rereadConfig();
    }
    expect(await db.select().from(t.outboxMail).where(eq(t.outboxMail.to, "prod@example.com"))).toHaveLength(2);
  });
});

describe("the mail sender (a job of the worker)", () => {
  let db: Database;
  let smtp: TestSmtp;
  beforeAll(async () => {
    db = await openDatabase("memory://", { seed: false });
    smtp = await startTestSmtp();
    process.env.MAIL_OUTBOX_FILES = "0";
    rereadConfig();
  });
  afterAll(async () => {
    delete process.env.MAIL_OUTBOX_FILES;
    rereadConfig();
    await smtp.close();
    await closeDatabase(db);
  });
  const rowTo = async (to: string) => (await db.select().from(t.outboxMail).where(eq(t.outboxMail.to, to)))[0]!;

  it("a mail refused by SMTP is kept, tried again after a backoff, and delivered once the server recovers", async () => {
    const send = smtpTransport(smtp.url, "shop@example.com");
    await sendMail(db, passwordMail({ to: "refused@example.com", userName: "ann", origin: "https://shop.example.com", token: "tok_secret", forSetup: false }));
    smtp.mode = "refuse";
    const { result, lines, text } = await captureLogs(() => sendDueMail(db, send, { claimMs: 60_000 }));
    expect(result).toEqual({ sent: 0, failed: 1 });
    const refused = await rowTo("refused@example.com");
    // The refusal is logged once, as a warning naming the mail, never with its body (the reset link).
    expect(lines).toEqual([expect.objectContaining({ level: 40, msg: "SMTP refused a mail: trying again later", mail: refused.id, kind: "password-reset", try: 1 })]);
    expect(lines[0]!.err).toMatch(/451|busy/i);
    expect(text).not.toContain("tok_secret");
    expect(refused).toMatchObject({ sentAt: null, attempts: 1, claimedUntil: null });
    expect(refused.lastError).toMatch(/451|busy/i);
    expect(refused.nextAttemptAt!.getTime()).toBeGreaterThan(Date.now() + 20_000);

    smtp.mode = "accept";
    // Not before its backoff is over.
    expect(await sendDueMail(db, send, { claimMs: 60_000 })).toEqual({ sent: 0, failed: 0 });
    await db.update(t.outboxMail).set({ nextAttemptAt: new Date(Date.now() - 1000) }).where(eq(t.outboxMail.to, "refused@example.com"));
    expect(await sendDueMail(db, send, { claimMs: 60_000 })).toEqual({ sent: 1, failed: 0 });

    expect(smtp.delivered).toHaveLength(1);
    expect(smtp.delivered[0]!.to).toEqual(["refused@example.com"]);
    expect(smtp.delivered[0]!.raw).toContain("https://shop.example.com/service/reset_password/tok_secret");
    const sent = await rowTo("refused@example.com");
    expect(sent).toMatchObject({ attempts: 2, lastError: null, body: SENT_SECRET_BODY });
    expect(sent.sentAt).toBeInstanceOf(Date);
    // Sent once: nothing is left to send.
    expect(await sendDueMail(db, send, { claimMs: 60_000 })).toEqual({ sent: 0, failed: 0 });
  });

  it("keeps the body of a sent mail that holds no secret", async () => {
    await sendMail(db, { to: "order@example.com", kind: "order-confirmation", subject: "Your order", body: "Thanks for order 1\n" });
    await sendDueMail(db, smtpTransport(smtp.url), { claimMs: 60_000 });
    expect(await rowTo("order@example.com")).toMatchObject({ body: "Thanks for order 1\n" });
  });

  it("two senders at once send each mail once; a claim left by a killed sender is taken after it ends", async () => {
    const before = smtp.delivered.length;
    for (let i = 0; i < 30; i++) await sendMail(db, { to: `many${i}@example.com`, kind: "notice", subject: "Hi", body: "hello\n" });
    const send = smtpTransport(smtp.url);
    await Promise.all([sendDueMail(db, send, { claimMs: 60_000 }), sendDueMail(db, send, { claimMs: 60_000 }), sendDueMail(db, send, { claimMs: 60_000 })]);
    await sendDueMail(db, send, { claimMs: 60_000 });
    const to = smtp.delivered.slice(before).flatMap((mail) => mail.to);
    expect(to).toHaveLength(30);
    expect(new Set(to).size).toBe(30);

    // A sender that died holding a mail: nobody sends it until its claim ends, then one does.
    await sendMail(db, { to: "orphan@example.com", kind: "notice", subject: "Hi", body: "hello\n" });
    await db.update(t.outboxMail).set({ claimedUntil: new Date(Date.now() + 60_000) }).where(eq(t.outboxMail.to, "orphan@example.com"));
    expect(await sendDueMail(db, send, { claimMs: 60_000 })).toEqual({ sent: 0, failed: 0 });
    await db.update(t.outboxMail).set({ claimedUntil: new Date(Date.now() - 1) }).where(eq(t.outboxMail.to, "orphan@example.com"));
    expect(await sendDueMail(db, send, { claimMs: 60_000 })).toEqual({ sent: 1, failed: 0 });
  });
});
