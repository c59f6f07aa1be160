import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { expect, test } from "@playwright/test";

/**
 * The dev outbox the API writes every mail to (playwright.config.ts passes the same default). The remote and
 * postgres projects' APIs are processes of their own with outboxes of their own (`-api`, `-pg`), so a journey
 * that reads mail reads the one of the project it runs in.
 */
function outboxDir(): string {
  const base = process.env.MAIL_OUTBOX_DIR ?? ".data/e2e-outbox";
  const project = test.info().project.name;
  return path.resolve(project === "remote" ? `${base}-api` : project === "postgres" ? `${base}-pg` : base);
}

/** Waits for the newest mail to `to` (of `kind`, e.g. `email-verify`, when given) in the outbox and returns its text. */
export async function mailTo(to: string, kind?: string): Promise<string> {
  const dir = outboxDir();
  let text = "";
  await expect
    .poll(
      async () => {
        const names = (await readdir(dir).catch(() => [] as string[])).filter((n) => n.includes(to) && (!kind || n.includes(`-${kind}-`))).sort();
        const newest = names.at(-1);
        text = newest ? await readFile(path.join(dir, newest), "utf8") : "";
        return text;
      },
      { timeout: 15_000 },
    )
    .toContain(to);
  return text;
}
