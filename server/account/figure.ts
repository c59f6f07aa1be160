/**
 * My Measurements storage (API-27, 28, 30): one `user_figures` row per user, created on the first
 * save. Every function takes the session's user id: no call reads or writes another user's row.
 */
import { asc, eq } from "drizzle-orm";
import { preferenceProblem, sizeFigureProblem, SIZE_CATEGORIES, ALL_SIZE_CATEGORIES, type SizeFigure } from "../../lib/account/surveys";
import type { FigureRequest, PreferenceGroupId, PreferenceOptions, UserFigure } from "../../lib/api/schemas/figure";
import { PREFERENCE_GROUPS } from "../../lib/api/schemas/figure";
import type { Database } from "../db/client";
import * as t from "../db/schema";
import { ApiError } from "../http";
import { SIZE_LABELS } from "./size-chart";

type FigureRow = typeof t.userFigures.$inferSelect;

const COLUMN = { "preferred-styles": "preferredStyles", "preferred-stores": "preferredStores" } as const;

async function figureRow(db: Database, userId: string): Promise<FigureRow | undefined> {
  const [row] = await db.select().from(t.userFigures).where(eq(t.userFigures.userId, userId)).limit(1);
  return row;
}

function figureView(row: FigureRow | undefined): UserFigure {
  const figure = (row?.figure ?? {}) as Partial<FigureRequest>;
  const sizes = Object.fromEntries(ALL_SIZE_CATEGORIES.map((category) => [category, figure[category] ?? []])) as Record<(typeof ALL_SIZE_CATEGORIES)[number], string[]>;
  return {
    gender: figure.gender ?? null,
    "height-ft": figure["height-ft"] ?? null,
    "height-in": figure["height-in"] ?? null,
    fits: figure.fits ?? null,
    ...sizes,
    "preferred-styles": row?.preferredStyles ?? [],
    "preferred-stores": row?.preferredStores ?? [],
  };
}

export async function readFigure(db: Database, userId: string): Promise<UserFigure> {
  return figureView(await figureRow(db, userId));
}

/** Saves the size survey (ACCT-21), or throws 400 with the rule it breaks. Only the gender's categories are kept. */
export async function saveSizes(db: Database, userId: string, request: FigureRequest): Promise<UserFigure> {
  const categories = SIZE_CATEGORIES[request.gender];
  const figure: SizeFigure = {
    gender: request.gender,
    "height-ft": request["height-ft"],
    "height-in": request["height-in"],
    fits: request.fits,
    sizes: Object.fromEntries(ALL_SIZE_CATEGORIES.map((category) => [category, request[category] ?? []])),
  };
  const problem = sizeFigureProblem(figure, SIZE_LABELS);
  if (problem) throw new ApiError(400, problem);
  const stored = {
    gender: request.gender,
    "height-ft": request["height-ft"] ?? null,
    "height-in": request["height-in"] ?? null,
    fits: request.fits ?? null,
    ...Object.fromEntries(categories.map((category) => [category, request[category] ?? []])),
  };
  await db.insert(t.userFigures).values({ userId, figure: stored }).onConflictDoUpdate({ target: t.userFigures.userId, set: { figure: stored } });
  return readFigure(db, userId);
}

/** Saves one group of picks (ACCT-22/23), or throws 400 when they break BR-VAL-24 or are not options. */
export async function savePreferences(db: Database, userId: string, group: PreferenceGroupId, picked: string[] | undefined): Promise<UserFigure> {
  if (picked === undefined) throw new ApiError(400, `${group}: missing`);
  const known = await db.select({ value: t.preferenceOptions.value }).from(t.preferenceOptions).where(eq(t.preferenceOptions.groupId, group));
  const problem = preferenceProblem(picked, known.map((o) => o.value));
  if (problem) throw new ApiError(400, `${group}: ${problem}`);
  const column = COLUMN[group];
  await db.insert(t.userFigures).values({ userId, [column]: picked }).onConflictDoUpdate({ target: t.userFigures.userId, set: { [column]: picked } });
  return readFigure(db, userId);
}

/** The survey options with the user's saved picks (API-29). */
export async function preferenceOptions(db: Database, userId: string): Promise<PreferenceOptions> {
  const [options, row] = await Promise.all([
    db.select().from(t.preferenceOptions).orderBy(asc(t.preferenceOptions.position)),
    figureRow(db, userId),
  ]);
  const figure = figureView(row);
  return {
    groups: PREFERENCE_GROUPS.map((id) => ({
      id,
      values: figure[id],
      options: options.filter((o) => o.groupId === id).map((o) => ({ value: o.value, label: o.label, image: o.image, type: o.gender })),
    })),
  };
}
