import { randomUUID } from "node:crypto";
import { SavedAddressList, type SaveAddressRequest } from "@/lib/api/schemas/checkout";
import { MAX_ADDRESSES } from "@/server/addresses/address-book";
import { hashToken } from "@/server/auth/session";
import { sessions, users } from "@/server/db/schema";
import { data, failure, fileTestApi } from "./helpers";

const api = fileTestApi();

const PATH = "/api/users/shipping_address";

/** A session for a new shopper, so each test starts with no addresses. */
async function signIn(): Promise<Record<string, string>> {
  const userId = randomUUID();
  await api.db.insert(users).values({ id: userId, email: `${userId}@example.com`, userName: `u${userId.slice(0, 8)}`, openId: `open-${userId}` });
  const token = `test-${randomUUID()}`;
  await api.db.insert(sessions).values({ id: randomUUID(), userId, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + 3_600_000) });
  return { "x-access-token": token };
}

const send = (method: string, path: string, headers: Record<string, string>, body?: unknown) =>
  Promise.resolve(
    api.app.request(path, {
      method,
      headers: body === undefined ? headers : { "content-type": "application/json", ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  );

const address = (name: string, over: Partial<SaveAddressRequest> = {}): SaveAddressRequest => ({
  name,
  address: "12 Market St",
  address2: "Apt 4",
  city: "San Francisco",
  state: "CA",
  zip_code: "94105",
  phone: "4155550123",
  ...over,
});

const list = async (me: Record<string, string>) => data(await api.get(PATH, me), SavedAddressList);
const add = async (me: Record<string, string>, body: SaveAddressRequest) => data(await api.post(PATH, body, me), SavedAddressList);
const edit = async (me: Record<string, string>, id: string, body: SaveAddressRequest) => data(await send("PUT", `${PATH}/${id}`, me, body), SavedAddressList);
const remove = async (me: Record<string, string>, id: string) => data(await send("DELETE", `${PATH}/${id}`, me), SavedAddressList);
const names = (rows: { name: string }[]) => rows.map((r) => r.name);
const defaults = (rows: { name: string; is_default: boolean }[]) => rows.filter((r) => r.is_default).map((r) => r.name);

describe("saved addresses", () => {
  it("answers 401 without a valid session, on every call", async () => {
    const bad = { "x-access-token": "not-a-session" };
    for (const response of [
      await api.get(PATH),
      await api.get(PATH, bad),
      await api.post(PATH, address("Ann Lee"), bad),
      await send("PUT", `${PATH}/x`, bad, address("Ann Lee")),
      await send("DELETE", `${PATH}/x`, bad),
    ]) {
      expect((await failure(response, 401)).message).toBe("Please sign in to continue.");
    }
  });

  it("starts empty; the first address becomes the default and fields come back as sent", async () => {
    const me = await signIn();
    expect(await list(me)).toEqual([]);
    const rows = await add(me, address("Ann Lee"));
    expect(rows).toEqual([
      {
        _id: expect.any(String),
        name: "Ann Lee",
        address: "12 Market St",
        address2: "Apt 4",
        zip_code: "94105",
        state: "CA",
        city: "San Francisco",
        phone: "4155550123",
        country: "US",
        is_default: true,
      },
    ]);
    expect(await list(me)).toEqual(rows);
  });

  it("lists the default first, then the oldest; is_default moves the default", async () => {
    const me = await signIn();
    await add(me, address("First"));
    await add(me, address("Second"));
    let rows = await add(me, address("Third", { is_default: true }));
    expect(names(rows)).toEqual(["Third", "First", "Second"]);
    expect(defaults(rows)).toEqual(["Third"]);

    const second = rows.find((r) => r.name === "Second")!;
    rows = await edit(me, second._id, address("Second, edited", { is_default: true, address2: "" }));
    expect(names(rows)).toEqual(["Second, edited", "First", "Third"]);
    expect(defaults(rows)).toEqual(["Second, edited"]);
    expect(rows[0]).toMatchObject({ _id: second._id, address2: "" });
  });

  it("keeps the default when it is edited with is_default false", async () => {
    const me = await signIn();
    await add(me, address("Home"));
    const rows = await add(me, address("Work"));
    const home = rows.find((r) => r.name === "Home")!;
    const edited = await edit(me, home._id, address("Home", { is_default: false, city: "Oakland" }));
    expect(defaults(edited)).toEqual(["Home"]);
    expect(edited[0]).toMatchObject({ city: "Oakland" });
  });

  it("promotes the oldest remaining address when the default is deleted, and empties cleanly", async () => {
    const me = await signIn();
    await add(me, address("Old"));
    await add(me, address("Middle"));
    let rows = await add(me, address("New", { is_default: true }));
    rows = await remove(me, rows.find((r) => r.name === "New")!._id);
    expect(names(rows)).toEqual(["Old", "Middle"]);
    expect(defaults(rows)).toEqual(["Old"]);
    rows = await remove(me, rows.find((r) => r.name === "Middle")!._id);
    expect(defaults(rows)).toEqual(["Old"]);
    expect(await remove(me, rows[0]!._id)).toEqual([]);
  });

  it("never shows or changes another shopper's address: 404", async () => {
    const me = await signIn();
    const other = await signIn();
    const [theirs] = await add(other, address("Theirs"));
    await add(me, address("Mine"));
    expect(names(await list(me))).toEqual(["Mine"]);
    expect((await failure(await send("PUT", `${PATH}/${theirs!._id}`, me, address("Hijacked")), 404)).message).toBe("Address not found.");
    expect((await failure(await send("DELETE", `${PATH}/${theirs!._id}`, me), 404)).message).toBe("Address not found.");
    expect(await list(other)).toEqual([theirs]);
  });

  it("answers 404 for an unknown id", async () => {
    const me = await signIn();
    await failure(await send("PUT", `${PATH}/${randomUUID()}`, me, address("Nobody")), 404);
    await failure(await send("DELETE", `${PATH}/${randomUUID()}`, me), 404);
  });

  it("rejects bad input with 400 and a reason, saving nothing", async () => {
    const me = await signIn();
    const cases: unknown[] = [
      { ...address("Ann Lee"), phone: "(415) 555-0123" },
      { ...address("Ann Lee"), zip_code: "941" },
      { ...address(""), name: "" },
      { ...address("Ann Lee"), city: undefined },
      { ...address("Ann Lee"), is_default: "yes" },
      "not json",
    ];
    for (const body of cases) {
      const error = await failure(await api.post(PATH, body, me), 400);
      expect(error.message).not.toBe("");
    }
    expect(await list(me)).toEqual([]);
  });

  it(`caps a shopper at ${MAX_ADDRESSES} addresses with a 409`, async () => {
    const me = await signIn();
    for (let i = 0; i < MAX_ADDRESSES; i++) await add(me, address(`Address ${i}`));
    const error = await failure(await api.post(PATH, address("One too many"), me), 409);
    expect(error.message).toBe(`You can save up to ${MAX_ADDRESSES} addresses. Delete one to add another.`);
    const rows = await list(me);
    expect(rows).toHaveLength(MAX_ADDRESSES);
    expect(defaults(rows)).toEqual(["Address 0"]);
  });
});
