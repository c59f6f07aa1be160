import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import net from "node:net";
import { eq } from "drizzle-orm";
import { closeDatabase, openDatabase, type Database } from "@/server/db/client";
import * as t from "@/server/db/schema";
import { mailFileName, sendMail } from "@/server/mail/outbox";
import { passwordMail } from "@/server/mail/password-mail";
import { rereadConfig } from "@/lib/config/server";
import { captureLogs } from "../support/logs";

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

  it("also sends through SMTP when SMTP_URL is set, and marks the row sent", async () => {
    const smtp = await fakeSmtpServer();
    process.env.SMTP_URL = `smtp://127.0.0.1:${smtp.port}`;
    process.env.MAIL_FROM = "shop@example.com";
    try {
      await sendMail(db, { to: "smtp@example.com", kind: "password-setup", subject: "Set up your password", body: "the link\n" });
    } finally {
      delete process.env.SMTP_URL;
      delete process.env.MAIL_FROM;
      smtp.close();
    }
    expect(smtp.received.join("")).toMatch(/MAIL FROM:<shop@example.com>[\s\S]*RCPT TO:<smtp@example.com>[\s\S]*Subject: Set up your password/);
    const [row] = await db.select().from(t.outboxMail).where(eq(t.outboxMail.to, "smtp@example.com"));
    expect(row!.sentAt).toBeInstanceOf(Date);
  });

  it("keeps the mail unsent, without failing, when SMTP is unreachable", async () => {
    const closed = await fakeSmtpServer();
    closed.close();
    process.env.SMTP_URL = `smtp://127.0.0.1:${closed.port}`;
    rereadConfig();
    let errorsLogged = 0;
    try {
      const { lines } = await captureLogs(() => sendMail(db, { to: "down@example.com", kind: "password-reset", subject: "Reset your password", body: "x\n" }));
      errorsLogged = lines.filter((line) => line.level === 50).length;
    } finally {
      delete process.env.SMTP_URL;
      rereadConfig();
    }
    expect(errorsLogged).toBe(1);
    const [row] = await db.select().from(t.outboxMail).where(eq(t.outboxMail.to, "down@example.com"));
    expect(row!.sentAt).toBeNull();
  });
});

/** Just enough SMTP to accept one message: it records what the client said. */
async function fakeSmtpServer() {
  const received: string[] = [];
  const server = net.createServer((socket) => {
    let inData = false;
    socket.write("220 fake ESMTP\r\n");
    socket.on("data", (chunk) => {
      const text = chunk.toString();
      received.push(text);
      if (inData) {
        if (/\r\n\.\r\n$/.test(text)) {
          inData = false;
          socket.write("250 queued\r\n");
        }
        return;
      }
      for (const line of text.split("\r\n").filter(Boolean)) {
        if (/^DATA/i.test(line)) {
          inData = true;
          socket.write("354 go ahead\r\n");
        } else if (/^QUIT/i.test(line)) socket.end("221 bye\r\n");
        else socket.write("250 ok\r\n");
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { port: (server.address() as net.AddressInfo).port, received, close: () => server.close() };
}
