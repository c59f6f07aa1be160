/** Site-wide names and texts shared by the layouts and the not-found pages. */
export const SITE_NAME = "Stylist Storefront";
export const SITE_DESCRIPTION = "Shop the pieces your stylist picked for you: personal stores by independent fashion stylists.";

/** MISC-07: shown on every 404. */
export const NOT_FOUND_TEXT = "Uh-oh, a fashion faux pas! The page you're looking for got lost in the closet.";
/** G-07: the spec leaves the button's label open. */
export const MAIN_SITE_LABEL = "Go to the main site";

export function mainSiteUrl(env: Record<string, string | undefined> = process.env): string {
  return env.NEXT_PUBLIC_MAIN_SITE_URL || "/";
}
