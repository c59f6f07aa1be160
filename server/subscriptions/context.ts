/** What one run of the occasion scheduler (scheduler.ts) works with. */
import type { Database } from "../db/client";
import type { OffSessionCharger } from "./charges";

export interface OccasionContext {
  db: Database;
  now: Date;
  /** BR-GIFT-07: a box is made this many days before its occasion */
  bufferDays: number;
  charge: OffSessionCharger;
}

/** A day as the occasion rows keep it: YYYY-MM-DD (UTC). */
export const isoDate = (at: Date) => at.toISOString().slice(0, 10);
