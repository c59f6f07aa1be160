import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { NotifyMe } from "@/lib/api/schemas/checkout";
import { hashToken } from "@/server/auth/session";
import { notifyRequests, sessions, users } from "@/server/db/schema";
import { data, failure, fileTestApi } from "./helpers";

const api = fileTestApi();

const PATH = "/api/items/notify_me/";
// itm-002 Midnight Slip Dress is sold out in every variant
const SOLD_OUT = { item_id: "itm-002", variant_id: "itm-002-black-m" };

async function signIn(): Promise<{ userId: string; headers: Record<string, string> }> {
  const userId = randomUUID();
  await api.db.insert(users).values({ id: userId, email: `${userId}@example.com`, userName: `u${userId.slice(0, 8)}`, openId: `open-${userId}` });
  const token = `test-${randomUUID()}`;
  await api.db.insert(sessions).values({ id: randomUUID(), userId, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + 3_600_000) });
  return { userId, headers: { "x-access-token": token } };
}

const requestsOf = (userId: string) => api.db.select().from(notifyRequests).where(eq(notifyRequests.userId, userId));

describe("POST /api/items/notify_me/", () => {
  it("answers 401 without a valid session and records nothing", async () => {
    expect((await failure(await api.post(PATH, SOLD_OUT), 401)).message).toBe("Please sign in to continue.");
    expect((await failure(await api.post(PATH, SOLD_OUT, { "x-access-token": "nope" }), 401)).message).toBe("Please sign in to continue.");
    const rows = await api.db.select().from(notifyRequests).where(and(eq(notifyRequests.variantId, SOLD_OUT.variant_id)));
    expect(rows).toEqual([]);
  });

  it("records one request per shopper and variant and answers the spec's message; a repeat is fine", async () => {
    const me = await signIn();
    expect(await data(await api.post(PATH, SOLD_OUT, me.headers), NotifyMe)).toEqual({ message: "Notify request sent, thank you!" });
    expect(await data(await api.post(PATH, SOLD_OUT, me.headers), NotifyMe)).toEqual({ message: "Notify request sent, thank you!" });
    const rows = await requestsOf(me.userId);
    expect(rows).toEqual([expect.objectContaining({ itemId: "itm-002", variantId: "itm-002-black-m", notifiedAt: null })]);

    await data(await api.post(PATH, { item_id: "itm-002", variant_id: "itm-002-burgundy-s" }, me.headers), NotifyMe);
    expect((await requestsOf(me.userId)).map((r) => r.variantId).sort()).toEqual(["itm-002-black-m", "itm-002-burgundy-s"]);
  });

  it("keeps each shopper's requests apart", async () => {
    const [me, other] = [await signIn(), await signIn()];
    await data(await api.post(PATH, SOLD_OUT, me.headers), NotifyMe);
    await data(await api.post(PATH, SOLD_OUT, other.headers), NotifyMe);
    expect(await requestsOf(me.userId)).toHaveLength(1);
    expect(await requestsOf(other.userId)).toHaveLength(1);
  });

  it("answers 404 for an unknown item or a variant of another item", async () => {
    const me = await signIn();
    expect((await failure(await api.post(PATH, { item_id: "itm-999", variant_id: "itm-002-black-m" }, me.headers), 404)).message).toBe("Item not found");
    expect((await failure(await api.post(PATH, { item_id: "itm-002", variant_id: "itm-014-white-m" }, me.headers), 404)).message).toBe(
      "This option does not belong to this item.",
    );
    expect((await failure(await api.post(PATH, { item_id: "itm-002", variant_id: "no-such-variant" }, me.headers), 404)).message).toBe(
      "This option does not belong to this item.",
    );
    expect(await requestsOf(me.userId)).toEqual([]);
  });

  it("rejects a malformed body with 400", async () => {
    const me = await signIn();
    for (const body of [{}, { item_id: "itm-002" }, { item_id: "", variant_id: "x" }, { item_id: 2, variant_id: "x" }, "{oops"]) {
      await failure(await api.post(PATH, body, me.headers), 400);
    }
  });

  it("answers without the trailing slash too", async () => {
    const me = await signIn();
    expect(await data(await api.post("/api/items/notify_me", SOLD_OUT, me.headers), NotifyMe)).toEqual({ message: "Notify request sent, thank you!" });
  });
});
