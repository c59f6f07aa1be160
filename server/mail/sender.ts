/**
 * The mail sender, a job of the worker (server/jobs/shop-jobs.ts): delivers the outbox through SMTP.
 *
 * - Each run claims up to MAIL_BATCH unsent mails that are due and that no other sender holds
 *   (`FOR UPDATE SKIP LOCKED`, then `claimed_until`): a mail is sent by one worker, and a worker
 *   killed mid-send leaves its mails to another once the claim ends.
 * - A mail SMTP refuses (or a server that cannot be reached) stays unsent: its `attempts` grows and
 *   it is tried again at `next_attempt_at`, after a backoff that doubles up to an hour. It is never
 *   dropped.
 * - A sent mail whose body carries a one-time secret (a reset or set-up link) keeps no body.
 */
import { and, asc, inArray, isNull, lt, lte, or, sql, eq } from "drizzle-orm";
import type { Transporter } from "nodemailer";
import type { Database } from "../db/client";
import * as t from "../db/schema";
import { log } from "../../lib/log";
import { describeError } from "../../lib/log/error-log";
import { SECRET_MAIL_KINDS } from "./password-mail";
import { serverConfig } from "../../lib/config/server";

export const MAIL_BATCH = 20;
export const SENT_SECRET_BODY = "(sent: the body held a one-time link and is not kept)";

/** The wait after a mail's n-th refused try: 30 s, 1 min, 2 min… up to an hour. */
export const mailBackoffMs = (attempts: number) => Math.min(60 * 60_000, 30_000 * 2 ** Math.max(0, attempts - 1));

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
}

export type MailTransport = (mail: OutgoingMail) => Promise<void>;

/** SMTP through nodemailer, from MAIL_FROM: one transporter per process. */
export function smtpTransport(url: string, from: string = serverConfig().mail.from): MailTransport {
  let transporter: Promise<Transporter> | null = null;
  return async (mail) => {
    transporter ??= import("nodemailer").then((nodemailer) => nodemailer.createTransport(url));
    await (await transporter).sendMail({ from, ...mail });
  };
}

const inMs = (ms: number) => sql`now() + make_interval(secs => ${ms / 1000})`;

async function claimDueMail(db: Database, claimMs: number) {
  const due = db
    .select({ id: t.outboxMail.id })
    .from(t.outboxMail)
    .where(
      and(
        isNull(t.outboxMail.sentAt),
        or(isNull(t.outboxMail.nextAttemptAt), lte(t.outboxMail.nextAttemptAt, sql`now()`)),
        or(isNull(t.outboxMail.claimedUntil), lt(t.outboxMail.claimedUntil, sql`now()`)),
      ),
    )
    .orderBy(asc(t.outboxMail.createdAt))
    .limit(MAIL_BATCH)
    .for("update", { skipLocked: true });
  const claimed = await db.update(t.outboxMail).set({ claimedUntil: inMs(claimMs) }).where(inArray(t.outboxMail.id, due)).returning();
  return claimed.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}

/** One run: answers how many mails went out and how many SMTP refused (they are tried again later). */
export async function sendDueMail(db: Database, send: MailTransport, { claimMs, signal }: { claimMs: number; signal?: AbortSignal }) {
  let sent = 0;
  let failed = 0;
  for (const mail of await claimDueMail(db, claimMs)) {
    if (signal?.aborted) {
      await db.update(t.outboxMail).set({ claimedUntil: null }).where(eq(t.outboxMail.id, mail.id));
      continue;
    }
    try {
      await send({ to: mail.to, subject: mail.subject, text: mail.body });
    } catch (error) {
      failed++;
      const attempts = mail.attempts + 1;
      log.warn({ err: error, mail: mail.id, kind: mail.kind, try: attempts }, "SMTP refused a mail: trying again later");
      await db
        .update(t.outboxMail)
        .set({ attempts, nextAttemptAt: inMs(mailBackoffMs(attempts)), lastError: describeError(error).slice(0, 500), claimedUntil: null })
        .where(eq(t.outboxMail.id, mail.id));
      continue;
    }
    sent++;
    await db
      .update(t.outboxMail)
      .set({
        sentAt: new Date(),
        attempts: mail.attempts + 1,
        claimedUntil: null,
        lastError: null,
        ...(SECRET_MAIL_KINDS.includes(mail.kind) ? { body: SENT_SECRET_BODY } : {}),
      })
      .where(eq(t.outboxMail.id, mail.id));
  }
  return { sent, failed };
}
