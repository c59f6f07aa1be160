/** BROWSE-22: a sign-up through an owner's item link (its invite code) is credited to the stylist, as GET /api/user shows. */
import { CurrentUser, SessionToken } from "@/lib/api/schemas/user";
import { fakeVerifier } from "./auth-fakes";
import { data, fileTestApi } from "./helpers";

const api = fileTestApi({ verifyProviderToken: fakeVerifier });

let n = 0;
const signUp = async (code?: string) => {
  n += 1;
  const body = { email: `invited${n}@example.com`, password: "goodpass1", user_name: `invited-${n}`, birth_year: 1990, ...(code === undefined ? {} : { code }) };
  const { token } = await data(await api.post("/api/users", body), SessionToken);
  return data(await api.get("/api/user", { "x-access-token": token }), CurrentUser);
};

describe("the inviting stylist of a sign-up (BROWSE-22)", () => {
  it("names the stylist whose code the sign-up carried, in lower case", async () => {
    expect((await signUp(" Demo ")).invite_code).toBe("demo");
  });

  it("is null without a code, and for the my-orders pseudo store", async () => {
    expect((await signUp()).invite_code).toBeNull();
    expect((await signUp("myorders")).invite_code).toBeNull();
  });

  it("each account sees its own credit only: another user's token answers with that user's", async () => {
    const a = await signUp("demo");
    const b = await signUp();
    expect(a.id).not.toBe(b.id);
    expect(b.invite_code).toBeNull();
  });
});
