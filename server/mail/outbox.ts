/**
 * Outgoing mail goes to the outbox: a row in `outbox_mail` that the mail sender (sender.ts, a job of
 * the worker) delivers through SMTP_URL with retries, so a mail SMTP refused is sent later and none is
 * lost. Outside production each mail is also written as a text file
 * `<MAIL_OUTBOX_DIR>/<iso-time>-<kind>-<to>.txt` (default `.data/outbox`) for developers and tests;
 * production writes none unless MAIL_OUTBOX_FILES=1 (they hold reset links).
 */
import { randomUUID } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { mailFilesWanted } from "../../lib/config/runtime";
import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { preparedOn } from "../db/prepared";
import * as t from "../db/schema";
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

/** Prepared (server/db/prepared.ts): a checkout mails its order. A transaction's gets its own (a tx is a Database too). */
const insertMail = preparedOn("outbox_insert", (db, name) =>
  db
    .insert(t.outboxMail)
    .values({ id: sql.placeholder("id"), to: sql.placeholder("to"), kind: sql.placeholder("kind"), subject: sql.placeholder("subject"), body: sql.placeholder("body"), createdAt: sql.placeholder("createdAt") })
    .prepare(name),
);

export async function sendMail(db: Database, mail: Mail, now = new Date()): Promise<void> {
  await insertMail(db).execute({ id: randomUUID(), to: mail.to, kind: mail.kind, subject: mail.subject, body: mail.body, createdAt: now });
  if (!mailFilesWanted()) return;
  const dir = outboxDir();
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, mailFileName(mail, now)), mailText(mail), "utf8");
}
