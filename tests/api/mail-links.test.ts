/** Links in mails come from the configured public origin, never from the request that asked for the mail (finding H1). */
import { and, eq } from "drizzle-orm";
import { ForgotPassword } from "@/lib/api/schemas/user";
import * as t from "@/server/db/schema";
import { data, fileTestApi } from "./helpers";
import { CARDS, orderBody, orderSteps, withTempOutbox } from "./orders-support";
import { rereadConfig } from "@/lib/config/server";

withTempOutbox();
const api = fileTestApi();
beforeEach(async () => {
  // every test may ask for reset mails from the same client: forget the counts
  await api.db.delete(t.rateLimitHits);
  // The shop's own origin with nothing configured: http://localhost:$PORT.
  vi.stubEnv("SITE_URL", undefined);
  vi.stubEnv("NEXT_PUBLIC_SITE_URL", undefined);
  vi.stubEnv("PORT", "3201");
});
afterEach(() => vi.unstubAllEnvs());

/** What an attacker controls when asking for someone else's reset mail. */
const FORGED = [
  ["X-Forwarded-Host", { "x-forwarded-host": "evil.example", "x-forwarded-proto": "https" }],
  ["Host", { host: "evil.example" }],
  ["Origin", { origin: "https://evil.example" }],
] as const;

async function lastMailBody(to: string, kind: string): Promise<string> {
  const rows = await api.db.select().from(t.outboxMail).where(and(eq(t.outboxMail.to, to), eq(t.outboxMail.kind, kind)));
  return rows.at(-1)!.body;
}

async function resetLinkAfter(headers: Record<string, string>, forSetup = false): Promise<string> {
  await data(await api.post("/api/Users/Forgot_Password", { email: "shopper@example.com", for_setup: forSetup }, headers), ForgotPassword);
  const body = await lastMailBody("shopper@example.com", forSetup ? "password-setup" : "password-reset");
  return body.match(/\S+\/service\/(?:reset|setup)_password\/\S+/)![0];
}

describe("H1: reset and set-up links", () => {
  it.each(FORGED)("H1: a forged %s does not move the reset link off the shop's own origin", async (_name, headers) => {
    expect(await resetLinkAfter(headers)).toMatch(/^http:\/\/localhost:3201\/service\/reset_password\/[\w-]+$/);
  });

  it("with SITE_URL the reset and set-up links use it, whatever the request says", async () => {
    vi.stubEnv("SITE_URL", "https://shop.example.com/");
    rereadConfig();
    const forged = { "x-forwarded-host": "evil.example", host: "evil.example", origin: "https://evil.example" };
    expect(await resetLinkAfter(forged)).toMatch(/^https:\/\/shop\.example\.com\/service\/reset_password\//);
    expect(await resetLinkAfter(forged, true)).toMatch(/^https:\/\/shop\.example\.com\/service\/setup_password\//);
  });
});

describe("H1: the order confirmation's lookup link", () => {
  it("H1: uses the shop's own origin, not the Origin or X-Forwarded-Host of the checkout's requests", async () => {
    const steps = orderSteps(api);
    const forged = { origin: "https://evil.example", "x-forwarded-host": "evil.example" };
    const email = "links@example.com";
    const order = await steps.created(orderBody(await steps.token(CARDS.visa), { email }), undefined, forged);
    await steps.paid(order.client_secret!);
    await steps.send("/api/order/confirm", { id: order.id, client_secret: order.client_secret }, forged);
    const body = await lastMailBody(email, "order-confirmation");
    expect(body).toContain(`http://localhost:3201/demo/orders/lookup?order_id=${order.order_number}`);
    expect(body).not.toContain("evil.example");
  });
});
