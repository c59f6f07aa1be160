/**
 * The provider data handed from the sign-in screen to plan_sign_connect / plan_sign_newuser
 * (AUTH-10, PLAN-08). It lives in sessionStorage (this tab only) and only briefly: it holds the
 * provider's email and its Firebase ID token (which expires within the hour anyway), never our
 * session token, and it is dropped when the screen that used it is left or after MAX_AGE.
 */
import { z } from "zod";
import { SIGN_IN_CONTEXTS } from "./contexts";
import { SOCIAL_PROVIDERS } from "@/lib/firebase/providers";

export const SOCIAL_STORAGE_KEY = "sf_social_provider";
export const SOCIAL_DATA_MAX_AGE_MS = 10 * 60 * 1000;

const SocialHandoff = z.object({
  providerId: z.enum(SOCIAL_PROVIDERS.map((provider) => provider.id) as [string, ...string[]]),
  email: z.string().min(3),
  token: z.string().min(10),
  photoURL: z.string().nullable(),
  /** the sign-in screen's context and query string: where the flow returns and leads afterwards */
  context: z.enum(SIGN_IN_CONTEXTS),
  query: z.string(),
  savedAt: z.number(),
});
export type SocialHandoff = z.infer<typeof SocialHandoff>;

type KeyValueStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

export function saveSocialHandoff(storage: KeyValueStorage, data: Omit<SocialHandoff, "savedAt">, now = Date.now()): void {
  storage.setItem(SOCIAL_STORAGE_KEY, JSON.stringify({ ...data, savedAt: now }));
}

/** The stored data as a raw string (a stable snapshot for useSyncExternalStore). */
export const readSocialHandoffRaw = (storage: Pick<Storage, "getItem">) => storage.getItem(SOCIAL_STORAGE_KEY);

/** Parses a stored value; null when missing, malformed or too old. */
export function parseSocialHandoff(raw: string | null, now = Date.now()): SocialHandoff | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  const parsed = SocialHandoff.safeParse(value);
  if (!parsed.success) return null;
  const age = now - parsed.data.savedAt;
  return age >= 0 && age <= SOCIAL_DATA_MAX_AGE_MS ? parsed.data : null;
}

export const clearSocialHandoff = (storage: KeyValueStorage) => storage.removeItem(SOCIAL_STORAGE_KEY);
