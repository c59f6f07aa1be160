import { describe, expect, it } from "vitest";
import {
  clearSocialHandoff,
  parseSocialHandoff,
  readSocialHandoffRaw,
  saveSocialHandoff,
  SOCIAL_DATA_MAX_AGE_MS,
  SOCIAL_STORAGE_KEY,
} from "@/lib/auth/social-storage";

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
  };
}

const data = {
  providerId: "google.com",
  email: "ada@example.com",
  token: "firebase-id-token",
  photoURL: null,
  context: "sub_checkout" as const,
  query: "store=demo&subpage=gfb",
};

describe("provider data between the social screens (PLAN-08)", () => {
  it("round-trips through storage while fresh", () => {
    const storage = memoryStorage();
    saveSocialHandoff(storage, data, 1_000);
    expect(parseSocialHandoff(readSocialHandoffRaw(storage), 1_000 + SOCIAL_DATA_MAX_AGE_MS)).toEqual({ ...data, savedAt: 1_000 });
  });

  it("forgets it when too old, cleared, malformed or from another shape", () => {
    const storage = memoryStorage();
    saveSocialHandoff(storage, data, 1_000);
    expect(parseSocialHandoff(readSocialHandoffRaw(storage), 1_001 + SOCIAL_DATA_MAX_AGE_MS)).toBeNull();
    clearSocialHandoff(storage);
    expect(readSocialHandoffRaw(storage)).toBeNull();
    expect(parseSocialHandoff(null)).toBeNull();
    expect(parseSocialHandoff("{not json")).toBeNull();
    expect(parseSocialHandoff(JSON.stringify({ ...data, context: "elsewhere", savedAt: 1 }), 1)).toBeNull();
    expect(parseSocialHandoff(JSON.stringify({ ...data, providerId: "github.com", savedAt: 1 }), 1)).toBeNull();
  });

  it("never holds more than the provider's data", () => {
    const storage = memoryStorage();
    saveSocialHandoff(storage, data, 1);
    expect(Object.keys(JSON.parse(readSocialHandoffRaw(storage) ?? "{}")).sort()).toEqual(
      ["context", "email", "photoURL", "providerId", "query", "savedAt", "token"].sort(),
    );
    expect(SOCIAL_STORAGE_KEY).toBe("sf_social_provider");
  });
});
