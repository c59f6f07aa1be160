import type { Metadata } from "next";
import { ShareComplete } from "@/components/share-box/share-complete";

export const metadata: Metadata = { title: "Box ordered", robots: { index: false } };

/** /sk/sk_complete (SHARE-11, a given route): the same completion text. */
export default function BoxCompletePage() {
  return <ShareComplete />;
}
