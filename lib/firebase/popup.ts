"use client";
/**
 * The provider popup (AUTH-10). firebase/app and firebase/auth are imported here only, and this
 * module is itself loaded with a dynamic import when a social button is pressed, so no page ships
 * Firebase JS until a shopper asks for it.
 */
import type { Auth } from "firebase/auth";
import type { ProviderProfile } from "@/lib/auth/social-flow";
import { firebaseSettings } from "./config";
import type { SocialProviderId } from "./providers";

let authPromise: Promise<Auth> | null = null;

async function loadAuth(): Promise<Auth> {
  if (!firebaseSettings) throw new Error("Firebase is not configured");
  const settings = firebaseSettings;
  const [{ initializeApp, getApps }, authModule] = await Promise.all([import("firebase/app"), import("firebase/auth")]);
  const app = getApps()[0] ?? initializeApp(settings.config);
  // In-memory persistence: Firebase keeps nothing in the browser's storage; our own session is the
  // httpOnly cookie set by the server action, the Firebase user is only needed for one ID token.
  const auth = authModule.initializeAuth(app, {
    persistence: authModule.inMemoryPersistence,
    popupRedirectResolver: authModule.browserPopupRedirectResolver,
  });
  if (settings.emulatorHost) authModule.connectAuthEmulator(auth, `http://${settings.emulatorHost}`, { disableWarnings: true });
  return auth;
}

function getAuthOnce(): Promise<Auth> {
  authPromise ??= loadAuth().catch((error: unknown) => {
    authPromise = null;
    throw error;
  });
  return authPromise;
}

/**
 * Opens the provider's popup with the email scope and answers what the rest of the flow needs:
 * the account's email and a Firebase ID token for the API. Throws Firebase's errors as they are
 * (`auth/popup-closed-by-user`, …); lib/auth/social-popup.ts tells them apart.
 */
export async function signInWithProviderPopup(providerId: SocialProviderId): Promise<ProviderProfile> {
  const auth = await getAuthOnce();
  const { signInWithPopup, signOut, GoogleAuthProvider, FacebookAuthProvider, OAuthProvider } = await import("firebase/auth");
  const provider =
    providerId === "google.com" ? new GoogleAuthProvider() : providerId === "facebook.com" ? new FacebookAuthProvider() : new OAuthProvider("apple.com");
  provider.addScope("email");
  const { user } = await signInWithPopup(auth, provider);
  try {
    const token = await user.getIdToken();
    const email = user.email ?? user.providerData.find((info) => info.email)?.email ?? null;
    if (!email) throw new Error("The provider shared no email address");
    return { providerId, email, token, photoURL: user.photoURL, displayName: user.displayName };
  } finally {
    // The ID token is all we keep; the Firebase session itself is not needed any more.
    await signOut(auth);
  }
}
