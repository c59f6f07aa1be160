/**
 * Several server processes on one database (docs/decisions.md, "Several server processes"): two apps
 * on ONE database stand for two processes. Their limits are one count.
 */
import { TOO_MANY_ATTEMPTS } from "@/server/auth/limits";
import { createApp, type App } from "@/server/app";
import { failure, fileTestApi } from "./helpers";

const ADMIN_TOKEN = "admin-token-for-the-multi-instance-tests-0123";
const options = { adminApiToken: ADMIN_TOKEN, adminFailureLimit: { max: 3, windowMs: 60_000 } };
const api = fileTestApi(options);
let other: App;
beforeAll(() => {
  other = createApp(Promise.resolve(api.db), options);
});

/** The i-th request goes to one app, the next to the other. */
const apps = () => [api.app, other];
const send = (i: number, method: string, path: string, body: unknown, headers: Record<string, string>) =>
  Promise.resolve(apps()[i % 2]!.request(path, { method, headers: { "content-type": "application/json", ...headers }, body: JSON.stringify(body) }));

describe("limits shared by two apps on one database", () => {
  it("wrong passwords on one account from one client: 5 in all across both apps, the 6th is refused by either", async () => {
    const client = { "x-forwarded-for": "203.0.113.61" };
    const wrong = { email: "shopper@example.com", password: "wrongpass1" };
    for (let i = 0; i < 5; i++) await failure(await send(i, "POST", "/api/users/authenticate", wrong, client), 401);
    for (let i = 0; i < 2; i++) {
      const refused = await send(i, "POST", "/api/users/authenticate", wrong, client);
      expect(refused.headers.get("retry-after")).toBe(String(15 * 60));
      expect((await failure(refused, 429)).message).toBe(TOO_MANY_ATTEMPTS);
    }
  });

  it("'does this email have an account?': 20 questions per client in all, the 21st is refused", async () => {
    const client = { "x-forwarded-for": "203.0.113.62" };
    for (let i = 0; i < 20; i++) expect((await send(i, "POST", "/api/users/signup_guide", { email: `q${i}@example.com` }, client)).status).toBe(200);
    await failure(await send(20, "POST", "/api/users/signup_guide", { email: "q20@example.com" }, client), 429);
    await failure(await send(21, "POST", "/api/users/signup_guide", { email: "q21@example.com" }, client), 429);
  });

  it("questions sent at once to both apps never get more than the limit through", async () => {
    const client = { "x-forwarded-for": "203.0.113.63" };
    const answers = await Promise.all(Array.from({ length: 26 }, (_, i) => send(i, "POST", "/api/users/signup_guide", { email: `r${i}@example.com` }, client)));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(20);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(6);
  });

  it("wrong admin tokens: the limit of one app is the limit of both", async () => {
    const client = { "x-forwarded-for": "203.0.113.64", authorization: "Bearer wrong" };
    for (let i = 0; i < 3; i++) await failure(await send(i, "PATCH", "/api/admin/items/itm-062/variants/itm-062-cobalt", { price: 1 }, client), 401);
    await failure(await send(3, "PATCH", "/api/admin/items/itm-062/variants/itm-062-cobalt", { price: 1 }, client), 429);
  });
});
