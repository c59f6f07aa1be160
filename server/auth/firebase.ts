/**
 * Firebase ID-token verification with firebase-admin. One named admin app per process, created on
 * first use (imports are lazy too: most requests never need it). With FIREBASE_AUTH_EMULATOR_HOST
 * set, firebase-admin accepts the Auth emulator's unsigned tokens; without it, it checks Google's
 * signatures for the project FIREBASE_PROJECT_ID.
 */
import type { App } from "firebase-admin/app";
import { SOCIAL_PROVIDERS, type ProviderIdentity, type VerifyProviderToken } from "./provider-token";
import { serverConfig } from "../../lib/config/server";

const APP_NAME = "storefront-accounts";

let adminApp: Promise<App> | null = null;

function firebaseApp(): Promise<App> {
  adminApp ??= import("firebase-admin/app").then(
    ({ getApps, initializeApp }) =>
      getApps().find((app) => app.name === APP_NAME) ??
      initializeApp({ projectId: serverConfig().firebaseProjectId }, APP_NAME),
  );
  return adminApp;
}

export const verifyFirebaseIdToken: VerifyProviderToken = async (idToken) => {
  const [{ getAuth }, app] = await Promise.all([import("firebase-admin/auth"), firebaseApp()]);
  let decoded;
  try {
    decoded = await getAuth(app).verifyIdToken(idToken);
  } catch {
    return null;
  }
  const provider = decoded.firebase.sign_in_provider;
  // Email/password or anonymous Firebase users are not social identities: our own accounts cover those.
  if (!SOCIAL_PROVIDERS.has(provider)) return null;
  const providerUid = decoded.firebase.identities?.[provider]?.[0];
  const identity: ProviderIdentity = {
    provider,
    uid: typeof providerUid === "string" && providerUid ? providerUid : decoded.uid,
    email: decoded.email ? decoded.email.toLowerCase() : null,
    photoUrl: decoded.picture ?? null,
  };
  return identity;
};
