import { describe, expect, it } from "vitest";
import { firebaseSettingsFrom } from "@/lib/firebase/config";
import { isSocialProviderId, SOCIAL_PROVIDERS } from "@/lib/firebase/providers";

describe("Firebase web config (AUTH-10)", () => {
  it("is off without an API key or a project id: no social buttons", () => {
    expect(firebaseSettingsFrom({})).toBeNull();
    expect(firebaseSettingsFrom({ apiKey: "k" })).toBeNull();
    expect(firebaseSettingsFrom({ projectId: "demo-storefront", apiKey: "  " })).toBeNull();
  });

  it("defaults the auth domain to the project's and reads the emulator host", () => {
    expect(firebaseSettingsFrom({ apiKey: "fake", projectId: "demo-storefront", emulatorHost: "127.0.0.1:9099" })).toEqual({
      config: { apiKey: "fake", projectId: "demo-storefront", authDomain: "demo-storefront.firebaseapp.com" },
      emulatorHost: "127.0.0.1:9099",
    });
  });

  it("keeps an explicit auth domain and app id, and talks to the real service without an emulator host", () => {
    expect(firebaseSettingsFrom({ apiKey: "k", projectId: "p", authDomain: "auth.example.com", appId: "1:2:web:3" })).toEqual({
      config: { apiKey: "k", projectId: "p", authDomain: "auth.example.com", appId: "1:2:web:3" },
      emulatorHost: null,
    });
  });

  it("offers Google, Facebook and Apple", () => {
    expect(SOCIAL_PROVIDERS.map((p) => p.label)).toEqual(["Google", "Facebook", "Apple"]);
    expect(isSocialProviderId("apple.com")).toBe(true);
    expect(isSocialProviderId("github.com")).toBe(false);
  });
});
