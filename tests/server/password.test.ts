import { hashPassword, SCRYPT_DEFAULTS, verifyPassword } from "@/server/auth/password";

describe("password hashing", () => {
  it("hashes with scrypt, a random salt and its parameters in the string", async () => {
    const a = await hashPassword("shopper123");
    const b = await hashPassword("shopper123");
    expect(a).not.toBe(b);
    expect(a).toMatch(new RegExp(`^scrypt\\$${SCRYPT_DEFAULTS.N}\\$${SCRYPT_DEFAULTS.r}\\$${SCRYPT_DEFAULTS.p}\\$[\\w-]+\\$[\\w-]+$`));
    expect(a).not.toContain("shopper123");
  });

  it("verifies the right password and rejects a wrong one", async () => {
    const stored = await hashPassword("correct horse");
    expect(await verifyPassword("correct horse", stored)).toBe(true);
    expect(await verifyPassword("correct horsE", stored)).toBe(false);
    expect(await verifyPassword("", stored)).toBe(false);
  });

  it("is deterministic with a fixed salt (the seed's accounts)", async () => {
    const salt = Buffer.alloc(16, 7);
    expect(await hashPassword("stylist123", { salt })).toBe(await hashPassword("stylist123", { salt }));
  });

  it("keeps working when the parameters change", async () => {
    const cheap = await hashPassword("pw-12345678", { N: 1024 });
    expect(cheap.startsWith("scrypt$1024$")).toBe(true);
    expect(await verifyPassword("pw-12345678", cheap)).toBe(true);
  });

  it("rejects malformed, foreign or abusive hash strings without throwing", async () => {
    for (const stored of [null, undefined, "", "plain", "bcrypt$x", "scrypt$16384$8$1$short$x", "scrypt$3$8$1$AAAAAAAAAAAAAAAAAAAAAA$x", "scrypt$1073741824$8$1$AAAAAAAAAAAAAAAAAAAAAA$x"]) {
      expect(await verifyPassword("anything", stored)).toBe(false);
    }
  });
});
