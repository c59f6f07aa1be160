/** MISC-02, API-14: the Google Play data deletion: personal data goes, orders stay, and only the caller's. */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { DataDeletion, SessionToken } from "@/lib/api/schemas/user";
import { PlanSettings } from "@/lib/api/schemas/plan";
import { DELETION_CANCEL_REASON, deletedEmail } from "@/server/account/data-deletion";
import { SIGN_IN_REQUIRED } from "@/server/auth/session";
import * as t from "@/server/db/schema";
import { data, failure, fileTestApi } from "./helpers";
import { ADDRESS, signedInShopper } from "./orders-support";
import { cardToken, checkoutBody, planKey, plansOf, planShopper } from "./plans-support";

const api = fileTestApi();
const V43 = { "x-api-version": "4.3" };

const signIn = async (email: string, password: string) =>
  (await data(await api.post("/api/users/authenticate/", { email, password }), SessionToken)).token;

const addressCount = async (userId: string) => (await api.db.select().from(t.addresses).where(eq(t.addresses.userId, userId))).length;

describe("POST /api/google/deletion", () => {
  it("answers 401 without a session", async () => {
    expect((await failure(await api.post("/api/google/deletion", {}, V43), 401)).message).toBe(SIGN_IN_REQUIRED);
  });

  it("deletes and anonymises the caller's personal data, keeps their orders, and records the request", async () => {
    const token = await signIn("shopper@example.com", "shopper123");
    const ordersBefore = await api.db.select().from(t.orders).where(eq(t.orders.userId, "user-shopper"));
    expect(ordersBefore.length).toBeGreaterThan(0);
    await api.db.insert(t.addresses).values({ id: randomUUID(), userId: "user-shopper", ...{ name: ADDRESS.name, address: ADDRESS.address, city: ADDRESS.city, zipCode: ADDRESS.zip_code, phone: ADDRESS.phone } });

    expect(await data(await api.post("/api/google/deletion", {}, { "x-access-token": token, ...V43 }), DataDeletion)).toEqual({ deleted: true });

    const [user] = await api.db.select().from(t.users).where(eq(t.users.id, "user-shopper"));
    expect(user).toMatchObject({ email: deletedEmail("user-shopper"), passwordHash: null, firstName: "", lastName: "", phone: "", birthYear: null, avatar: null });
    expect(user!.userName).toMatch(/^deleted-[0-9a-f]{12}$/);
    expect(await addressCount("user-shopper")).toBe(0);
    expect(await api.db.select().from(t.sessions).where(eq(t.sessions.userId, "user-shopper"))).toEqual([]);
    // accounting: every order stays, as it was
    expect(await api.db.select().from(t.orders).where(eq(t.orders.userId, "user-shopper"))).toEqual(ordersBefore);
    const [request] = await api.db.select().from(t.dataDeletionRequests).where(eq(t.dataDeletionRequests.userId, "user-shopper"));
    expect(request).toMatchObject({ source: "google_play", completedAt: expect.any(Date) });
    // the old password and session open nothing any more
    await failure(await api.post("/api/users/authenticate/", { email: "shopper@example.com", password: "shopper123" }), 401);
    await failure(await api.get("/api/user", { "x-access-token": token }), 401);
  });

  it("user B's request deletes B's data only: A's account, address and session are untouched", async () => {
    const a = await signedInShopper(api);
    const b = await signedInShopper(api);
    await api.db.insert(t.addresses).values({ id: randomUUID(), userId: a.userId, name: "A", address: "1 A St", city: "X", zipCode: "12345", phone: "2175550100" });
    await data(await api.post("/api/google/deletion", { user_id: a.userId }, { ...b.headers, ...V43 }), DataDeletion);
    const [userA] = await api.db.select().from(t.users).where(eq(t.users.id, a.userId));
    expect(userA!.email).toBe(a.email);
    expect(await addressCount(a.userId)).toBe(1);
    expect((await api.get("/api/user", a.headers)).status).toBe(200);
    const [userB] = await api.db.select().from(t.users).where(eq(t.users.id, b.userId));
    expect(userB!.email).toBe(deletedEmail(b.userId));
  });

  it("stops every charge that would come after it: the plan is not renewed, a monthly gift keeps no card (the review of session 7)", async () => {
    const me = await planShopper(api);
    await data(await api.post("/api/plan/checkout", checkoutBody({ token: await cardToken(api, me.headers) }), { ...me.headers, ...planKey() }), PlanSettings);
    const [before] = await plansOf(api, me.userId);
    expect(before!.nextPayment).not.toBeNull();
    const gift = randomUUID();
    await api.db.insert(t.subscriptions).values({ id: gift, userId: me.userId, email: me.email, type: "M", subscriptionCode: "rcb", creditCardId: "card-of-the-gift" });

    await data(await api.post("/api/google/deletion", {}, { ...me.headers, ...V43 }), DataDeletion);

    const [after] = await plansOf(api, me.userId);
    // the period already paid runs out; nothing renews it
    expect(after).toMatchObject({ nextPayment: null, canceledAt: expect.any(Date), cancelReason: DELETION_CANCEL_REASON, periodEnd: before!.periodEnd });
    const [subscription] = await api.db.select().from(t.subscriptions).where(eq(t.subscriptions.id, gift));
    expect(subscription!.creditCardId).toBeNull();
  });

  it("closes a stylist's store, which then answers 404", async () => {
    const token = await signIn("luna@example.com", "luna12345");
    expect((await api.get("/api/shop/check/luna")).status).toBe(200);
    await data(await api.post("/api/google/deletion", {}, { "x-access-token": token, ...V43 }), DataDeletion);
    const check = (await (await api.get("/api/shop/check/luna")).json()) as { data?: { is_find?: boolean } };
    expect(check.data?.is_find ?? false).toBe(false);
    const [store] = await api.db.select().from(t.stores).where(eq(t.stores.ownerId, "user-stylist-luna"));
    expect(store).toMatchObject({ isActive: false, cover: null });
  });
});
