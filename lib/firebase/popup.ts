"use client";
/**
 * The provider popup (AUTH-10). This module is the only one that imports Firebase, and it is itself
 * loaded only through lib/firebase/load-popup.ts (a dynamic import when a shopper reaches for a
 * social button), so no page ships Firebase JS until then, and the popup opens without a download
 * between the click and window.open.
 */
import { getApps, initializeApp } from "firebase/app";
import {
  browserPopupRedirectResolver,
  connectAuthEmulator,
  FacebookAuthProvider,
  GoogleAuthProvider,
  initializeAuth,
  inMemoryPersistence,
  OAuthProvider,
  signInWithPopup,
  signOut,
  type Auth,
} from "firebase/auth";
import type { ProviderProfile } from "@/lib/auth/social-flow";
import { firebaseSettings } from "./config";
import type { SocialProviderId } from "./providers";

let auth: Auth | null = null;

function getAuthOnce(): Auth {
  if (auth) return auth;
  if (!firebaseSettings) throw new Error("Firebase is not configured");
  const app = getApps()[0] ?? initializeApp(firebaseSettings.config);
  // In-memory persistence: Firebase keeps nothing in the browser's storage; our own session is the
  // httpOnly cookie set by the server action, the Firebase user is only needed for one ID token.
  auth = initializeAuth(app, { persistence: inMemoryPersistence, popupRedirectResolver: browserPopupRedirectResolver });
  if (firebaseSettings.emulatorHost) connectAuthEmulator(auth, `http://${firebaseSettings.emulatorHost}`, { disableWarnings: true });
  return auth;
}

function providerFor(providerId: SocialProviderId) {
  const provider =
    providerId === "google.com" ? new GoogleAuthProvider() : providerId === "facebook.com" ? new FacebookAuthProvider() : new OAuthProvider("apple.com");
  provider.addScope("email");
  return provider;
}

/**
 * Opens the provider's popup with the email scope and answers what the rest of the flow needs:
 * the account's email and a Firebase ID token for the API. Throws Firebase's errors as they are
 * (`auth/popup-closed-by-user`, …); lib/auth/social-popup.ts tells them apart.
 */
export async function signInWithProviderPopup(providerId: SocialProviderId): Promise<ProviderProfile> {
  const firebaseAuth = getAuthOnce();
  const { user } = await signInWithPopup(firebaseAuth, providerFor(providerId));
  try {
    const token = await user.getIdToken();
    const email = user.email ?? user.providerData.find((info) => info.email)?.email ?? null;
    if (!email) throw new Error("The provider shared no email address");
    return { providerId, email, token, photoURL: user.photoURL, displayName: user.displayName };
  } finally {
    // The ID token is all we keep; the Firebase session itself is not needed any more.
    await signOut(firebaseAuth);
  }
}
