/** The store search home (SEARCH-01/02, BR-VAL-38): its texts and limits. */
import { SITE_NAME } from "@/lib/layout/site";

/** BR-VAL-38: an invite code is searched from 3 characters, 500 ms after the last key (pages of 50: INVITE_SEARCH_LIMIT_MAX). */
export const INVITE_SEARCH_MIN = 3;
export const INVITE_SEARCH_DEBOUNCE_MS = 500;

export const STORE_SEARCH_TEXT = {
  /** SEARCH-01: `{product}` is the shop's name (G-22; docs/decisions.md "The store search home") */
  welcome: `Welcome to ${SITE_NAME} stores`,
  hint: "enter at least 3 characters to search",
  empty: "no result",
} as const;
