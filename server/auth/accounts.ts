/** Account reads and writes for the account endpoints (server/routes/auth.ts, server/routes/user.ts). */
import { randomBytes, randomUUID } from "node:crypto";
import { and, eq, ne } from "drizzle-orm";
import { planBadge } from "../../lib/account/plan-badge";
import type { CurrentUser, UserProfile } from "../../lib/api/schemas/user";
import type { Database } from "../db/client";
import * as t from "../db/schema";
import type { ProviderIdentity } from "./provider-token";
import { isReservedStoreAddress } from "../../lib/stylist/user-name";
import { isShowBuyPlan } from "../../lib/plans/eligibility";
import { tierOf } from "../../lib/plans/tiers";
import { catalogChanged } from "../catalog/changes";
import { runningPlan, tierLevels } from "../plans/user-plan";
import { boxOrderInProgress, vipPlanOf } from "../stores/onboarding";

export type UserRow = typeof t.users.$inferSelect;
export type NewUser = Omit<typeof t.users.$inferInsert, "id" | "openId">;

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | null> {
  const [row] = await db.select().from(t.users).where(eq(t.users.email, email.toLowerCase())).limit(1);
  return row ?? null;
}

export async function findUserById(db: Database, id: string): Promise<UserRow | null> {
  const [row] = await db.select().from(t.users).where(eq(t.users.id, id)).limit(1);
  return row ?? null;
}

/**
 * Whether a user name is in use by another user, or as a store's URL segment (a store's slug is its
 * owner's user name, so a new name must not shadow another store), or is one of the shop's own
 * top-level paths (a store there could never be reached). Names are stored lower-cased (a CHECK), so
 * the comparison is case-insensitive.
 */
export async function isUserNameTaken(db: Database, userName: string, exceptUserId?: string): Promise<boolean> {
  if (isReservedStoreAddress(userName)) return true;
  const notMe = <C extends typeof t.users.id | typeof t.stores.ownerId>(column: C) => (exceptUserId ? ne(column, exceptUserId) : undefined);
  const [user] = await db.select({ id: t.users.id }).from(t.users).where(and(eq(t.users.userName, userName), notMe(t.users.id))).limit(1);
  if (user) return true;
  const [store] = await db.select({ id: t.stores.id }).from(t.stores).where(and(eq(t.stores.slug, userName), notMe(t.stores.ownerId))).limit(1);
  return Boolean(store);
}

/** Postgres' unique_violation: two sign-ups raced for the same email or user name. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === "object"; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === "23505") return true;
  }
  return false;
}

/** Creates the user (and links the social identity, when the sign-up came with one) in one transaction. */
export async function createUser(db: Database, values: NewUser, identity: ProviderIdentity | null): Promise<UserRow> {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .insert(t.users)
      .values({ ...values, id: randomUUID(), openId: randomBytes(12).toString("hex") })
      .returning();
    if (identity) await linkSocialAccount(tx, user!.id, identity);
    return user!;
  });
}

export async function findSocialAccount(db: Database, identity: Pick<ProviderIdentity, "provider" | "uid">) {
  const [row] = await db
    .select()
    .from(t.socialAccounts)
    .where(and(eq(t.socialAccounts.provider, identity.provider), eq(t.socialAccounts.providerUid, identity.uid)))
    .limit(1);
  return row ?? null;
}

export async function linkSocialAccount(db: Database, userId: string, identity: ProviderIdentity): Promise<void> {
  await db.insert(t.socialAccounts).values({
    id: randomUUID(),
    userId,
    provider: identity.provider,
    providerUid: identity.uid,
    email: identity.email,
    photoUrl: identity.photoUrl,
  });
}

export async function setPasswordHash(db: Database, userId: string, passwordHash: string): Promise<void> {
  await db.update(t.users).set({ passwordHash }).where(eq(t.users.id, userId));
}

/** Renames the user; a store owner's store follows, since its URL segment is the owner's user name. */
export async function renameUser(db: Database, userId: string, userName: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(t.users).set({ userName }).where(eq(t.users.id, userId));
    await tx.update(t.stores).set({ slug: userName }).where(eq(t.stores.ownerId, userId));
  });
  // A store's address and its owner's name, shown on the cached store and item pages, may have changed.
  catalogChanged();
}

async function ownStore(db: Database, userId: string) {
  const [store] = await db
    .select({ id: t.stores.id, user_name: t.stores.slug, name: t.stores.name, isActive: t.stores.isActive })
    .from(t.stores)
    .where(eq(t.stores.ownerId, userId))
    .limit(1);
  return store ?? null;
}

export async function currentUserView(db: Database, user: UserRow, now = new Date()): Promise<CurrentUser> {
  const [owned, running, providers, vipPlanId, boxOrder] = await Promise.all([
    ownStore(db, user.id),
    runningPlan(db, user.id, now),
    db.selectDistinct({ provider: t.socialAccounts.provider }).from(t.socialAccounts).where(eq(t.socialAccounts.userId, user.id)),
    vipPlanOf(db, user.vipCode),
    boxOrderInProgress(db, user.id, now),
  ]);
  const { level, subLevel } = tierLevels(user, running);
  const store = owned && { id: owned.id, user_name: owned.user_name, name: owned.name };
  const storeOpened = user.storeOpened && Boolean(owned?.isActive);
  return {
    id: user.id,
    user_name: user.userName,
    email: user.email,
    open_id: user.openId,
    first_name: user.firstName,
    last_name: user.lastName,
    birth_year: user.birthYear,
    store,
    store_opened: storeOpened,
    account_type: user.accountType === "seller" ? "seller" : "shopper",
    plan_name: running?.plan.name ?? null,
    plan_id: running?.plan.key ?? null,
    plan_tier: tierOf(level, subLevel),
    plan_badge: running ? planBadge(running.plan.level, running.plan.subLevel) : null,
    is_show_buy_plan: isShowBuyPlan(level, subLevel),
    vip_code: user.vipCode,
    vip_plan_id: vipPlanId,
    invite_code: user.inviteCode,
    can_buy_box: storeOpened && boxOrder === null,
    box_order: boxOrder,
    internal_user: user.internalUser,
    blings: user.blings,
    providers: providers.map((row) => row.provider).sort(),
  };
}

/** The public profile by user name (API-09), or null for an unknown name. */
export async function userProfile(db: Database, userName: string): Promise<UserProfile | null> {
  const [user] = await db.select({ id: t.users.id, userName: t.users.userName }).from(t.users).where(eq(t.users.userName, userName)).limit(1);
  if (!user) return null;
  const store = await ownStore(db, user.id);
  return { user_name: user.userName, store: store && { id: store.id, user_name: store.user_name, name: store.name } };
}
