"use client";
import { lazy, Suspense, useState } from "react";
import type { SubscriptionUpdateOrder, SubscriptionValidateRequest } from "@/lib/api/schemas/subscription";
import { Spinner } from "@/components/ui/spinner";
import { BoxUpdateCheckForm } from "./box-update-check-form";

// The editor (its carousel, the pieces' query and the API schemas they parse with) loads once the check has opened
// the box, not with the page: it was most of the page's first-load JS (issue 27).
const BoxUpdateEditor = lazy(() => import("./box-update-editor").then((m) => ({ default: m.BoxUpdateEditor })));

/**
 * The subscription box item update (GIFT-17), no sign-in: the email and the order token (prefilled from
 * the mail's link) → Check → the box's picks in a carousel → Confirm → 'Item selection updated'.
 */
export function BoxUpdate({ initialToken }: { initialToken: string }) {
  const [opened, setOpened] = useState<{ credentials: SubscriptionValidateRequest; order: SubscriptionUpdateOrder } | null>(null);
  if (!opened) return <BoxUpdateCheckForm initialToken={initialToken} onOpened={(credentials, order) => setOpened({ credentials, order })} />;
  return (
    <Suspense fallback={<Spinner />}>
      <BoxUpdateEditor key={opened.order.id} credentials={opened.credentials} order={opened.order} onClose={() => setOpened(null)} />
    </Suspense>
  );
}
