/**
 * Outgoing mail. Every message is kept twice for developers and tests: a row in `outbox_mail` and a
 * text file `<MAIL_OUTBOX_DIR>/<iso-time>-<kind>-<to>.txt` (default `.data/outbox`). When SMTP_URL is
 * set it is also sent through nodemailer (from MAIL_FROM); a failed send is logged, not thrown: the
 * request that caused the mail has already succeeded, and the outbox row stays unsent.
 */
import { randomUUID } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import type { Transporter } from "nodemailer";
import type { Database } from "../db/client";
import * as t from "../db/schema";
import { log } from "../../lib/log";
import { serverConfig } from "../../lib/config/server";

export interface Mail {
  to: string;
  /** a short tag for the file name and the row, e.g. `password-reset` */
  kind: string;
  subject: string;
  body: string;
}


export const outboxDir = () => path.resolve(serverConfig().mail.outboxDir);

/** Keeps an address usable in a file name (no path separators or control characters). */
const fileSafe = (value: string) => value.replace(/[^\w@.+-]/g, "_");

export function mailFileName(mail: Pick<Mail, "kind" | "to">, at: Date): string {
  return `${at.toISOString()}-${fileSafe(mail.kind)}-${fileSafe(mail.to)}.txt`;
}

export const mailText = (mail: Mail) => `To: ${mail.to}\nSubject: ${mail.subject}\n\n${mail.body}`;

let transport: { url: string; transporter: Promise<Transporter> } | null = null;

function smtpTransport(url: string): Promise<Transporter> {
  if (transport?.url !== url) {
    transport = { url, transporter: import("nodemailer").then((nodemailer) => nodemailer.createTransport(url)) };
  }
  return transport.transporter;
}

export async function sendMail(db: Database, mail: Mail, now = new Date()): Promise<void> {
  const id = randomUUID();
  await db.insert(t.outboxMail).values({ id, ...mail, createdAt: now });
  const dir = outboxDir();
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, mailFileName(mail, now)), mailText(mail), "utf8");

  const { smtpUrl, from } = serverConfig().mail;
  if (!smtpUrl) return;
  try {
    const transporter = await smtpTransport(smtpUrl);
    await transporter.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.body });
    await db.update(t.outboxMail).set({ sentAt: new Date() }).where(eq(t.outboxMail.id, id));
  } catch (error) {
    log.error({ err: error, mail: mail.kind }, "SMTP send failed");
  }
}
