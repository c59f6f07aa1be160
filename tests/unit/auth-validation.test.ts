import { describe, expect, it } from "vitest";
import { birthYearOptions, DEFAULT_BIRTH_YEAR, isAllowedBirthYear } from "@/lib/auth/birth-year";
import { inviteCodeFrom } from "@/lib/auth/invite-code";
import { MSG } from "@/lib/auth/messages";
import { normalizeUserName } from "@/lib/auth/user-name";
import { forgotPasswordSchema, newPasswordSchema, signInSchema, signUpSchema, type SignUpInput } from "@/lib/auth/validation";

const NOW = new Date("2026-06-01T12:00:00Z");

/** The messages a schema reports, by field. */
function errorsOf(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const errors: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) errors[issue.path.join(".")] ??= issue.message;
  return errors;
}

const validSignUp: SignUpInput = {
  email: "new@example.com",
  userName: "new.shopper_1",
  password: "secret123",
  passwordRepeat: "secret123",
  birthYear: 1980,
  confirm18: true,
  code: "",
};

describe("messages (verbatim, typos included)", () => {
  it("keeps the spec's wording", () => {
    expect(MSG.userName).toBe("Please use a name start with letters, and can only contains numbers, underscores and dots.");
    expect(MSG.resetSent).toBe("A reset email has been sent to your inbox, please allow few minutes before it arrives.");
    expect(MSG.confirm18).toBe("Please check to ensure you are at least 18 years old and accept our Terms and conditions");
  });
});

describe("sign-in (BR-VAL-01, BR-VAL-07)", () => {
  it("needs a valid email and a password of at least 8", () => {
    expect(errorsOf(signInSchema.safeParse({ email: "nope", password: "1234567" }))).toEqual({
      email: MSG.emailInvalid,
      password: MSG.loginPassword,
    });
    expect(errorsOf(signInSchema.safeParse({ email: "", password: "" }))).toEqual({ email: MSG.emailInvalid, password: MSG.loginPassword });
  });

  it("trims the email but sends the password as typed", () => {
    const parsed = signInSchema.parse({ email: "  a@b.co ", password: " pass word " });
    expect(parsed).toEqual({ email: "a@b.co", password: " pass word " });
  });
});

describe("forgot password (BR-VAL-02)", () => {
  it("has its own message", () => {
    expect(errorsOf(forgotPasswordSchema.safeParse({ email: "x@" }))).toEqual({ email: MSG.forgotEmailInvalid });
    expect(forgotPasswordSchema.parse({ email: " x@example.com " })).toEqual({ email: "x@example.com" });
  });
});

describe("new password (BR-VAL-08)", () => {
  it.each(["1234567", "123456789012345678901", "has space1"])("rejects %j", (password) => {
    expect(errorsOf(newPasswordSchema.safeParse({ password, passwordRepeat: password }))).toEqual({ password: MSG.signUpPassword });
  });

  it("accepts 8 and 20 characters and needs the repeat to match", () => {
    expect(newPasswordSchema.safeParse({ password: "12345678", passwordRepeat: "12345678" }).success).toBe(true);
    expect(newPasswordSchema.safeParse({ password: "a".repeat(20), passwordRepeat: "a".repeat(20) }).success).toBe(true);
    expect(errorsOf(newPasswordSchema.safeParse({ password: "12345678", passwordRepeat: "12345679" }))).toEqual({
      passwordRepeat: MSG.passwordRepeat,
    });
  });
});

describe("sign-up (AUTH-02, BR-VAL-10/13/14/17/18)", () => {
  const schema = signUpSchema(NOW);

  it("accepts a valid form, trimmed, with the user name lower-cased", () => {
    const parsed = schema.parse({ ...validSignUp, email: " new@example.com ", userName: " New.Shopper_1 " });
    expect(parsed).toMatchObject({ email: "new@example.com", userName: "new.shopper_1", birthYear: 1980, confirm18: true });
    expect(parsed.code).toBeUndefined();
  });

  it.each(["ab", "1abc", "_abc", "a-b-c", "a".repeat(31)])("rejects the user name %j (C-01: 3–30)", (userName) => {
    expect(errorsOf(schema.safeParse({ ...validSignUp, userName }))).toEqual({ userName: MSG.userName });
  });

  it("accepts a 30-character user name", () => {
    expect(schema.safeParse({ ...validSignUp, userName: `a${"b".repeat(29)}` }).success).toBe(true);
  });

  it("reports every rule with its message", () => {
    const errors = errorsOf(
      schema.safeParse({ email: "bad", userName: "", password: "short", passwordRepeat: "other", birthYear: 2010, confirm18: false }),
    );
    expect(errors).toEqual({
      email: MSG.emailInvalid,
      userName: MSG.userName,
      password: MSG.signUpPassword,
      passwordRepeat: MSG.passwordRepeat,
      birthYear: MSG.birthYear,
      confirm18: MSG.confirm18,
    });
  });

  it("reports a repeat that does not match", () => {
    expect(errorsOf(schema.safeParse({ ...validSignUp, passwordRepeat: "secret124" }))).toEqual({ passwordRepeat: MSG.passwordRepeat });
  });

  it("needs a birth year from 1910 to this year minus 18 (AUTH-18)", () => {
    expect(schema.safeParse({ ...validSignUp, birthYear: 2008 }).success).toBe(true);
    expect(errorsOf(schema.safeParse({ ...validSignUp, birthYear: 2009 }))).toEqual({ birthYear: MSG.birthYear });
    expect(errorsOf(schema.safeParse({ ...validSignUp, birthYear: 1909 }))).toEqual({ birthYear: MSG.birthYear });
    expect(errorsOf(schema.safeParse({ ...validSignUp, birthYear: Number.NaN }))).toEqual({ birthYear: MSG.birthYear });
  });

  it("keeps an invite code, trimmed, and ignores 'myorders'", () => {
    expect(schema.parse({ ...validSignUp, code: " dana " }).code).toBe("dana");
    expect(schema.parse({ ...validSignUp, code: "myorders" }).code).toBeUndefined();
  });
});

describe("user-name normalisation (AUTH-03)", () => {
  it("lower-cases, strips spaces and special symbols, and cuts at 30", () => {
    expect(normalizeUserName(" Dana Lee!#.x_1 ")).toBe("danalee.x_1");
    expect(normalizeUserName("A".repeat(40))).toBe("a".repeat(30));
  });
});

describe("birth-year options (BR-VAL-13)", () => {
  it("run from this year minus 18 down to 1910 and include the 1980 default", () => {
    const years = birthYearOptions(NOW);
    expect(years[0]).toBe(2008);
    expect(years.at(-1)).toBe(1910);
    expect(years).toHaveLength(2008 - 1910 + 1);
    expect(years).toContain(DEFAULT_BIRTH_YEAR);
    expect(isAllowedBirthYear(1980.5, NOW)).toBe(false);
  });
});

describe("invite code (BR-VAL-17)", () => {
  it("is optional, trimmed, and ignores myorders in any case", () => {
    expect(inviteCodeFrom(null)).toBeUndefined();
    expect(inviteCodeFrom("  ")).toBeUndefined();
    expect(inviteCodeFrom("MyOrders")).toBeUndefined();
    expect(inviteCodeFrom(" dana ")).toBe("dana");
  });
});
