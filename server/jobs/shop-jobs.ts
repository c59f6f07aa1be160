/**
 * The shop's scheduled jobs, run by the job runner (runner.ts) in a worker: the abandoned-order sweep,
 * the plan renewals, the gift occasions, the job-runs retention and, when SMTP_URL is set, the mail sender. Without SMTP_URL
 * the outbox (and, outside production, its files) is where mail ends, as in the demo.
 *
 * Built on the same services as the API (payment provider, clock), made from the same options, so
 * tests give the jobs the test's clock and providers as they give them to createApp.
 */
import type { AppOptions } from "../app";
import { accountServices } from "../auth/services";
import type { Database } from "../db/client";
import { sendDueMail, smtpTransport, type MailTransport } from "../mail/sender";
import { orderServices } from "../orders/services";
import { sweepInBackground, SWEEP_INTERVAL_MS } from "../orders/sweep";
import { renewDuePlans, RENEW_INTERVAL_MS } from "../plans/renewals";
import { planServices } from "../plans/services";
import { offSessionChargerFor } from "../subscriptions/charges";
import { giftBufferDays, runOccasionScheduler } from "../subscriptions/scheduler";
import { jobRunsRetention, type Job } from "./runner";
import { serverConfig } from "../../lib/config/server";

export const JOB_NAMES = { sweep: "abandoned-order-sweep", renewals: "plan-renewals", occasions: "gift-occasions", mail: "mail-sender" } as const;

export interface ShopJobOptions extends AppOptions {
  /** how long a mail being sent is held (the runner's lease) */
  leaseMs: number;
  mailEveryMs: number;
  keepRunsDays: number;
  /** SMTP_URL's transport unless a test gives its own; null: no mail sender */
  mail?: MailTransport | null;
}

export function shopJobs(db: () => Promise<Database>, options: ShopJobOptions): Job[] {
  const accounts = accountServices(db, options);
  const orders = orderServices(db, options, accounts.limits);
  const plans = planServices(options, orders);
  const charge = offSessionChargerFor(orders);
  const bufferDays = giftBufferDays();
  const { smtpUrl, from } = serverConfig().mail;
  const mail = options.mail === undefined ? (smtpUrl ? smtpTransport(smtpUrl, from) : null) : options.mail;

  const jobs: Job[] = [
    {
      name: JOB_NAMES.sweep,
      everyMs: SWEEP_INTERVAL_MS,
      run: async ({ db, signal }) => ({ orders: await sweepInBackground(db, orders, signal) }),
    },
    {
      name: JOB_NAMES.renewals,
      everyMs: RENEW_INTERVAL_MS,
      run: async ({ db, signal }) => ({ plans: await renewDuePlans({ db, subscriptions: plans.subscriptions.open(db), now: plans.now(), signal }) }),
    },
    {
      name: JOB_NAMES.occasions,
      everyMs: RENEW_INTERVAL_MS,
      run: ({ db, signal }) => runOccasionScheduler({ db, now: orders.now(), bufferDays, charge, signal }),
    },
    jobRunsRetention(options.keepRunsDays),
  ];
  if (mail) {
    jobs.push({ name: JOB_NAMES.mail, everyMs: options.mailEveryMs, run: ({ db, signal }) => sendDueMail(db, mail, { claimMs: options.leaseMs, signal }) });
  }
  return jobs;
}
