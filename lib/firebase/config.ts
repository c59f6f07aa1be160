/**
 * The Firebase web config for social sign-in (AUTH-10), from NEXT_PUBLIC_FIREBASE_* (inlined at build
 * time, so each variable must be read by its full name). Without an API key and project id the shop
 * has no social sign-in: the buttons are not rendered at all rather than failing on every press.
 * With NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST the client talks to the Auth emulator, where any API
 * key works (scripts/e2e.mjs builds with a fake one).
 */
export interface FirebaseWebConfig {
  apiKey: string;
  authDomain: string;
  projectId: string;
  appId?: string;
}

export interface FirebaseClientSettings {
  config: FirebaseWebConfig;
  /** `host:port` of the Auth emulator, when the bundle was built for it */
  emulatorHost: string | null;
}

interface FirebaseEnv {
  apiKey?: string;
  authDomain?: string;
  projectId?: string;
  appId?: string;
  emulatorHost?: string;
}

/** Pure: the settings an environment describes, or null when social sign-in is not configured. */
export function firebaseSettingsFrom(env: FirebaseEnv): FirebaseClientSettings | null {
  const apiKey = env.apiKey?.trim();
  const projectId = env.projectId?.trim();
  if (!apiKey || !projectId) return null;
  return {
    config: {
      apiKey,
      projectId,
      // signInWithPopup refuses to start without an auth domain; the project's default one fits.
      authDomain: env.authDomain?.trim() || `${projectId}.firebaseapp.com`,
      ...(env.appId?.trim() ? { appId: env.appId.trim() } : {}),
    },
    emulatorHost: env.emulatorHost?.trim() || null,
  };
}

export const firebaseSettings: FirebaseClientSettings | null = firebaseSettingsFrom({
  apiKey: process.env.NEXT_PUBLIC_FIREBASE_API_KEY,
  authDomain: process.env.NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN,
  projectId: process.env.NEXT_PUBLIC_FIREBASE_PROJECT_ID,
  appId: process.env.NEXT_PUBLIC_FIREBASE_APP_ID,
  emulatorHost: process.env.NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST,
});
