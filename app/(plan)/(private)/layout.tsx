import { connection } from "next/server";

/**
 * The plan pages that take a password or show the visitor's plan (sign-in, sign-up, social connect,
 * and the checkout and settings) are on the nonce CSP's list (lib/security/pages.ts), so they render
 * per request: a page prerendered at build time carries no nonce and its scripts would be blocked.
 */
export default async function PlanPrivateLayout({ children }: LayoutProps<"/">) {
  await connection();
  return children;
}
