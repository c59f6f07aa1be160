"use client";
import { useState } from "react";
import type { SubscriptionUpdateOrder, SubscriptionValidateRequest } from "@/lib/api/schemas/subscription";
import { BoxUpdateCheckForm } from "./box-update-check-form";
import { BoxUpdateEditor } from "./box-update-editor";

/**
 * The subscription box item update (GIFT-17), no sign-in: the email and the order token (prefilled from
 * the mail's link) → Check → the box's picks in a carousel → Confirm → 'Item selection updated'.
 */
export function BoxUpdate({ initialToken }: { initialToken: string }) {
  const [opened, setOpened] = useState<{ credentials: SubscriptionValidateRequest; order: SubscriptionUpdateOrder } | null>(null);
  if (!opened) return <BoxUpdateCheckForm initialToken={initialToken} onOpened={(credentials, order) => setOpened({ credentials, order })} />;
  return <BoxUpdateEditor key={opened.order.id} credentials={opened.credentials} order={opened.order} onClose={() => setOpened(null)} />;
}
