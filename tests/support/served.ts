import { afterEach } from "vitest";
import { SERVED } from "@/lib/routes";

const shipped = { ...SERVED };

/**
 * Flips the switches of spec pages not built yet (lib/routes.ts SERVED) for the current test, as
 * the day their pages exist; every test of a file importing this starts from the shipped switches.
 */
export function serve(pages: Partial<typeof SERVED>) {
  Object.assign(SERVED, pages);
}

afterEach(() => {
  Object.assign(SERVED, shipped);
});
