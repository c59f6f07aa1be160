import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { CreditCardList, TestCardToken } from "@/lib/api/schemas/checkout";
import * as t from "@/server/db/schema";
import { data, failure, openTestApi, type TestApi } from "./helpers";
import { MANY_ORDERS } from "./many-orders";
import { CARDS, FUTURE_YEAR, newKey, orderBody, orderSteps, setStock, signedInShopper, TOTE, withTempOutbox } from "./orders-support";

let api: TestApi;
let steps: ReturnType<typeof orderSteps>;
withTempOutbox();
beforeAll(async () => {
  api = await openTestApi(MANY_ORDERS);
  steps = orderSteps(api);
});
afterAll(() => api.close());
beforeEach(() => setStock(api, TOTE.variant_id, 8));

const request = (method: string, path: string, headers: Record<string, string>, body?: unknown) =>
  Promise.resolve(
    api.app.request(path, { method, headers: body === undefined ? headers : { "content-type": "application/json", ...headers }, body: body === undefined ? undefined : JSON.stringify(body) }),
  );
/** A test card tokenised by the signed-in shopper: only its owner may save it (finding L8). */
const tokenOf = async (headers: Record<string, string>, number: string = CARDS.visa) =>
  (await data(await api.post("/api/payments/test/tokens", { number, exp_month: 12, exp_year: FUTURE_YEAR, cvc: "123" }, headers), TestCardToken)).id;
const list = async (headers: Record<string, string>) => data(await api.get("/api/users/credit_cards", headers), CreditCardList);
const add = async (headers: Record<string, string>, token: string, isDefault?: boolean) =>
  data(await api.post("/api/users/credit_cards/", { token, ...(isDefault === undefined ? {} : { is_default: isDefault }) }, headers), CreditCardList);

describe("saved cards", () => {
  it("answer 401 without a session, on every call", async () => {
    const bad = { "x-access-token": "nope" };
    for (const response of [
      await api.get("/api/users/credit_cards"),
      await api.post("/api/users/credit_cards/", { token: "tok_test_x" }, bad),
      await request("PUT", "/api/users/credit_cards", bad, { id: "x" }),
      await request("DELETE", "/api/users/credit_cards/x", bad),
    ]) {
      expect((await failure(response, 401)).message).toBe("Please sign in to continue.");
    }
  });

  it("the first card becomes the default; another one only when asked; PUT moves the default", async () => {
    const me = await signedInShopper(api);
    expect(await list(me.headers)).toEqual([]);
    const [first] = await add(me.headers, await tokenOf(me.headers, CARDS.visa));
    expect(first).toMatchObject({ brand: "visa", last_four: "4242", exp_month: 12, is_default: true, is_invalid: false });

    let cards = await add(me.headers, await tokenOf(me.headers, CARDS.mastercard));
    expect(cards.map((c) => [c.last_four, c.is_default])).toEqual([
      ["4242", true],
      ["4444", false],
    ]);
    cards = await add(me.headers, await tokenOf(me.headers, CARDS.threeDs), true);
    expect(cards.filter((c) => c.is_default).map((c) => c.last_four)).toEqual(["3155"]);

    const master = cards.find((c) => c.last_four === "4444")!;
    cards = await data(await request("PUT", "/api/users/credit_cards", me.headers, { id: master._id }), CreditCardList);
    expect(cards[0]).toMatchObject({ _id: master._id, is_default: true });
    expect(cards.filter((c) => c.is_default)).toHaveLength(1);
  });

  it("saving the same token twice keeps one card", async () => {
    const me = await signedInShopper(api);
    const token = await tokenOf(me.headers);
    await add(me.headers, token);
    expect(await add(me.headers, token)).toHaveLength(1);
  });

  it("refuses a token the provider does not know (400), and tokens are checked before saving", async () => {
    const me = await signedInShopper(api);
    expect((await failure(await api.post("/api/users/credit_cards/", { token: "tok_test_unknown" }, me.headers), 400)).message).toBe("Please enter a valid credit card.");
    await failure(await api.post("/api/users/credit_cards/", { token: "" }, me.headers), 400);
    expect(await list(me.headers)).toEqual([]);
  });

  it("deleting the default makes the oldest remaining card the default", async () => {
    const me = await signedInShopper(api);
    await add(me.headers, await tokenOf(me.headers, CARDS.visa));
    await add(me.headers, await tokenOf(me.headers, CARDS.mastercard));
    const cards = await add(me.headers, await tokenOf(me.headers, CARDS.threeDs));
    const visa = cards.find((c) => c.last_four === "4242")!;
    const after = await data(await request("DELETE", `/api/users/credit_cards/${visa._id}`, me.headers), CreditCardList);
    expect(after.map((c) => [c.last_four, c.is_default])).toEqual([
      ["4444", true],
      ["3155", false],
    ]);
  });

  it("one shopper can neither see nor change another's cards", async () => {
    const alice = await signedInShopper(api);
    const bob = await signedInShopper(api);
    const [card] = await add(alice.headers, await tokenOf(alice.headers));
    expect(await list(bob.headers)).toEqual([]);
    expect((await failure(await request("PUT", "/api/users/credit_cards", bob.headers, { id: card!._id }), 404)).message).toBe("Credit card not found.");
    await failure(await request("DELETE", `/api/users/credit_cards/${card!._id}`, bob.headers), 404);
    expect(await list(alice.headers)).toEqual([card]);
    // Nor pay with it.
    const refused = await failure(await steps.create(orderBody(undefined, { email: bob.email, credit_card_id: card!._id }), newKey(), bob.headers), 400);
    expect(refused.message).toBe("Please select a valid credit card.");
    await failure(await steps.create(orderBody(undefined, { credit_card_id: card!._id })), 400);
  });

  it("an expired card is listed as invalid and cannot pay", async () => {
    const me = await signedInShopper(api);
    const id = randomUUID();
    await api.db.insert(t.creditCards).values({ id, userId: me.userId, providerToken: await steps.token(), brand: "visa", lastFour: "4242", expMonth: 1, expYear: 2020 });
    expect(await list(me.headers)).toEqual([expect.objectContaining({ _id: id, is_invalid: true })]);
    const refused = await failure(await steps.create(orderBody(undefined, { email: me.email, credit_card_id: id }), newKey(), me.headers), 400);
    expect(refused.message).toBe("Please select a valid credit card.");
  });

  it("a saved card pays an order, again and again", async () => {
    const me = await signedInShopper(api);
    const [card] = await add(me.headers, await tokenOf(me.headers));
    for (let i = 0; i < 2; i++) {
      const order = await steps.created(orderBody(undefined, { email: me.email, credit_card_id: card!._id }), newKey(), me.headers);
      expect((await steps.paid(order.client_secret!)).status).toBe("succeeded");
      expect((await steps.confirmed(order.id, order.client_secret!)).status).toBe("paid");
    }
    const [row] = await api.db.select().from(t.creditCards).where(eq(t.creditCards.id, card!._id));
    expect(row!.providerToken).toMatch(/^tok_test_/);
  });
});
