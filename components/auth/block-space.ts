import type { KeyboardEvent } from "react";

/** New passwords never contain a space, so the key does nothing in their fields (AUTH-04). */
export function blockSpace(event: KeyboardEvent<HTMLInputElement>) {
  if (event.key === " ") event.preventDefault();
}
