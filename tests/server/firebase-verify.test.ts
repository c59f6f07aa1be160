/**
 * The real verifier, in emulator mode (FIREBASE_AUTH_EMULATOR_HOST set): firebase-admin then accepts
 * unsigned tokens shaped like the emulator's and asks the emulator whether the user exists. A stub
 * answers that lookup, so the claim checks and our mapping run without the emulator.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { verifyFirebaseIdToken } from "@/server/auth/firebase";

const PROJECT = "demo-storefront";
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");

function emulatorToken(claims: Record<string, unknown>, project = PROJECT) {
  const now = Math.floor(Date.now() / 1000);
  return [
    b64({ alg: "none", typ: "JWT" }),
    b64({
      iss: `https://securetoken.google.com/${project}`,
      aud: project,
      auth_time: now,
      iat: now,
      exp: now + 3600,
      sub: "firebase-uid-1",
      user_id: "firebase-uid-1",
      ...claims,
    }),
    "",
  ].join(".");
}

/** The emulator's `accounts:lookup`: every asked-for user exists and is enabled. */
const emulator = http.createServer((request, response) => {
  let body = "";
  request.on("data", (chunk) => (body += chunk));
  request.on("end", () => {
    const { localId = [] } = JSON.parse(body || "{}") as { localId?: string[] };
    response.setHeader("content-type", "application/json");
    response.end(JSON.stringify({ users: localId.map((id) => ({ localId: id })) }));
  });
});

beforeAll(async () => {
  await new Promise<void>((resolve) => emulator.listen(0, "127.0.0.1", resolve));
  process.env.FIREBASE_AUTH_EMULATOR_HOST = `127.0.0.1:${(emulator.address() as AddressInfo).port}`;
  delete process.env.FIREBASE_PROJECT_ID;
});
afterAll(() => new Promise<void>((resolve) => emulator.close(() => resolve())));

describe("verifyFirebaseIdToken", () => {
  it("maps a Google sign-in to its provider, provider uid and lower-cased email", async () => {
    const token = emulatorToken({
      email: "Ann@Example.com",
      picture: "https://example.com/a.png",
      firebase: { sign_in_provider: "google.com", identities: { "google.com": ["google-sub-7"], email: ["ann@example.com"] } },
    });
    expect(await verifyFirebaseIdToken(token)).toEqual({ provider: "google.com", uid: "google-sub-7", email: "ann@example.com", photoUrl: "https://example.com/a.png" });
  });

  it("refuses password or anonymous Firebase users, other projects and garbage", async () => {
    expect(await verifyFirebaseIdToken(emulatorToken({ firebase: { sign_in_provider: "password", identities: {} } }))).toBeNull();
    expect(await verifyFirebaseIdToken(emulatorToken({ firebase: { sign_in_provider: "google.com", identities: {} } }, "other-project"))).toBeNull();
    expect(await verifyFirebaseIdToken("not.a.token")).toBeNull();
  });
});
