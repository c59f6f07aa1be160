"use client";
import { useRouter } from "next/navigation";
import { useEffect, useRef } from "react";
import type { PosterEntry } from "@/lib/poster/cart";
import { posterStep1Path } from "@/lib/poster/links";
import { useCart } from "@/hooks/use-cart";
import { Spinner } from "@/components/ui/spinner";

/**
 * CHK-22: the poster cart, decoded and checked on the server, goes into this visitor's cart the normal way
 * (`useCart().add`: the guest cart in the browser, or the account's), then on to step 1 with `?poster=1`.
 * The history entry is replaced, so Back or a reload of step 1 does not add the entries twice. An entry the
 * cart refuses has been said in a toast; the rest still go through.
 */
export function PosterCartImport({ store, entries }: { store: string; entries: PosterEntry[] }) {
  const cart = useCart();
  const router = useRouter();
  const started = useRef(false);

  useEffect(() => {
    if (!cart.ready || started.current) return;
    started.current = true;
    void (async () => {
      for (const entry of entries) await cart.add(entry);
      router.replace(posterStep1Path(store));
    })();
  }, [cart, entries, router, store]);

  return (
    <p role="status" className="flex items-center justify-center gap-2 py-20 text-sm text-stone-700">
      <Spinner /> Preparing your cart…
    </p>
  );
}
