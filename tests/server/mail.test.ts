import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Hono } from "hono";
import { closeDatabase, openDatabase, type Database } from "@/server/db/client";
import * as t from "@/server/db/schema";
import { mailFileName, sendMail } from "@/server/mail/outbox";
import { passwordMail, siteOrigin } from "@/server/mail/password-mail";

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

describe("siteOrigin", () => {
  const originOf = async (headers: Record<string, string>, env: Record<string, string | undefined> = {}) => {
    const app = new Hono().get("/x", (c) => c.text(siteOrigin(c, env)));
    return (await app.request("http://internal/x", { headers })).text();
  };

  it("prefers the configured site over anything the request says", async () => {
    expect(await originOf({ origin: "https://evil.example" }, { SITE_URL: "https://shop.example.com/" })).toBe("https://shop.example.com");
    expect(await originOf({ origin: "https://evil.example" }, { NEXT_PUBLIC_SITE_URL: "https://pub.example.com" })).toBe("https://pub.example.com");
  });

  it("falls back to the request's origin, forwarded host, then host", async () => {
    expect(await originOf({ origin: "http://localhost:3201" })).toBe("http://localhost:3201");
    expect(await originOf({ "x-forwarded-host": "shop.test", "x-forwarded-proto": "https" })).toBe("https://shop.test");
    expect(await originOf({ origin: "javascript:alert(1)", host: "h.test:8080" })).toBe("http://h.test:8080");
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
});
