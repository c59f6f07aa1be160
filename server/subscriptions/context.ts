/** What one run of the occasion scheduler (scheduler.ts) works with. */
import type { Database } from "../db/client";
import type { OffSessionCharger } from "./charges";

export interface OccasionContext {
  db: Database;
  now: Date;
  /** BR-GIFT-07: a box is made this many days before its occasion */
  bufferDays: number;
  charge: OffSessionCharger;
  /** the worker is stopping: what is claimed and not begun is released */
  signal?: AbortSignal;
}

/** How long a claim holds an occasion, a month or its charge: a process that died mid-way leaves it to another after this. */
export const OCCASION_CLAIM_MS = 5 * 60_000;

/** A day as the occasion rows keep it: YYYY-MM-DD (UTC). */
export const isoDate = (at: Date) => at.toISOString().slice(0, 10);
