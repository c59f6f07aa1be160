import type { Route } from "next";
import Link from "next/link";
import { SITE_NAME } from "@/lib/layout/site";

/** The wordmark; in the shop it leads back to the store home. */
export function Logo({ href, storeName }: { href: Route; storeName: string | null }) {
  return (
    <Link
      href={href}
      className="flex flex-col items-center leading-none text-stone-950 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-stone-950"
    >
      <span className="font-serif text-[22px] tracking-tight">Stylist</span>
      <span className="mt-0.5 text-[9px] font-medium uppercase tracking-[0.42em] text-stone-600">Storefront</span>
      <span className="sr-only">{storeName ? ` · ${storeName} home` : ` · ${SITE_NAME} home`}</span>
    </Link>
  );
}
