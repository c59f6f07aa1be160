/**
 * The stylist's social sign-up (ONB-03/04 as AUTH-10/12) through its server actions on a real PGlite: a new
 * identity signs up as a seller with the provider's token, which then signs straight in, back to the stylist
 * root (the `sign` context's `back`), where the onboarding goes on (ONB-01: create_store).
 */
import { CurrentUser } from "@/lib/api/schemas/user";
import { queryToReach } from "@/lib/auth/contexts";
import { stylistRootPath } from "@/lib/routes";
import { SESSION_COOKIE } from "@/lib/session";
import { ACCOUNT_MESSAGES as MSG } from "@/server/auth/messages";
import { fakeIdToken, fakeVerifier } from "./auth-fakes";
import { data, openTestApi, type TestApi } from "./helpers";
import { jar, serveFrom } from "../support/next-server";

let api: TestApi;
vi.mock("next/headers", () => import("../support/next-server").then((m) => m.nextHeaders));
vi.mock("@/lib/api/server", () => import("../support/next-server").then((m) => m.serverApi));
const { signUpAsStylist } = await import("@/lib/auth/actions");
const { signInWithProvider } = await import("@/lib/auth/social-actions");

serveFrom(() => api);
beforeAll(async () => {
  api = await openTestApi({ verifyProviderToken: fakeVerifier });
});
afterAll(() => api.close());
beforeEach(() => jar.clear());

const stylist = (name: string) => ({
  email: `${name}@example.com`,
  firstName: "Sol",
  lastName: "Social",
  userName: name,
  phone: "4155550100",
  password: "secret123",
  birthYear: 1990,
  sharePublic: true,
  confirm18: true,
  vipCode: "",
  code: "",
});
const me = async () => data(await api.get("/api/user", { "x-access-token": jar.get(SESSION_COOKIE)! }), CurrentUser);

describe("the stylist's social sign-up (ONB-03/04)", () => {
  it("creates a seller linked to the provider, signed in and sent to the stylist root; the identity then signs straight in", async () => {
    const token = fakeIdToken("google.com", "g-sol", "sol.social@example.com");
    expect(await signUpAsStylist(stylist("sol.social"), "demo", token)).toEqual({ ok: true, redirectTo: "/demo/auth_stylist" });
    expect(await me()).toMatchObject({ user_name: "sol.social", account_type: "seller", providers: ["google.com"], store_opened: false });

    jar.clear();
    const query = queryToReach("demo", stylistRootPath("demo"));
    expect(await signInWithProvider(token, "sign", query)).toEqual({ ok: true, redirectTo: "/demo/auth_stylist" });
    expect((await me()).user_name).toBe("sol.social");
  });

  it("refuses a provider token of another email, creating nothing and setting no session", async () => {
    const token = fakeIdToken("apple.com", "a-other", "someone@else.com");
    expect(await signUpAsStylist(stylist("sol.other"), "demo", token)).toEqual({ ok: false, message: MSG.providerEmailMismatch });
    expect(jar.size).toBe(0);
    const guide = (await (await api.post("/api/users/signup_guide", { email: "sol.other@example.com" })).json()) as { data: { exist: boolean } };
    expect(guide.data.exist).toBe(false);
  });
});
