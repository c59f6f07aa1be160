/**
 * Playwright's global setup (it runs once the web servers answer their health check): one request to
 * each of the pages most journeys open first, on every server of the run, so the first test of each
 * worker does not pay for the server's cold start. On a slow host the first page of a fresh server
 * took 14 s, and the first journey of each worker ran out of time (issue 27). A page that fails here
 * is not an error: the tests say what is wrong with it.
 */
import type { FullConfig } from "@playwright/test";

const PAGES = ["/demo", "/demo/cart", "/demo/checkout/step1", "/auth/sign/signin?store=demo", "/auth/sign/signup?store=demo", "/demo/auth_stylist", "/plan/plan_stylist"];

export default async function warmUp(config: FullConfig): Promise<void> {
  const servers = new Set(config.projects.map((project) => project.use.baseURL).filter((url): url is string => Boolean(url)));
  await Promise.all(
    [...servers].map(async (base) => {
      // one page at a time per server, as a visitor would; both servers side by side
      for (const page of PAGES) {
        await fetch(`${base}${page}`, { signal: AbortSignal.timeout(60_000) })
          .then((answer) => answer.arrayBuffer())
          .catch(() => null);
      }
    }),
  );
}
