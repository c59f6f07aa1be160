import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { expect } from "@playwright/test";

/** The dev outbox the server writes every mail to (playwright.config.ts passes the same default). */
const OUTBOX_DIR = path.resolve(process.env.MAIL_OUTBOX_DIR ?? ".data/e2e-outbox");

/** Waits for the newest mail to `to` (of `kind`, e.g. `email-verify`, when given) in the outbox and returns its text. */
export async function mailTo(to: string, kind?: string): Promise<string> {
  let text = "";
  await expect
    .poll(
      async () => {
        const names = (await readdir(OUTBOX_DIR).catch(() => [] as string[])).filter((n) => n.includes(to) && (!kind || n.includes(`-${kind}-`))).sort();
        const newest = names.at(-1);
        text = newest ? await readFile(path.join(OUTBOX_DIR, newest), "utf8") : "";
        return text;
      },
      { timeout: 15_000 },
    )
    .toContain(to);
  return text;
}
