import { connection } from "next/server";

/**
 * The social sign-up and connect pages take a password under the nonce CSP (lib/security/pages.ts),
 * so they render per request: a page prerendered at build time carries no nonce and its scripts
 * would be blocked.
 */
export default async function PlanLayout({ children }: LayoutProps<"/">) {
  await connection();
  return children;
}
