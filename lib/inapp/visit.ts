import "server-only";
import { cookies } from "next/headers";
import { INAPP_COOKIE, isInAppMode } from "@/lib/layout/footer";

/**
 * For pages rendered per request (the plan pages): this URL's `?inapp`, or the visit's in-app cookie (finding 6).
 * A page cached for everyone never calls this: it applies in-app mode in the browser (hooks/use-in-app-mode.ts).
 */
export async function isInAppVisit(search: Pick<URLSearchParams, "has">): Promise<boolean> {
  return isInAppMode(search) || (await cookies()).get(INAPP_COOKIE)?.value === "1";
}
