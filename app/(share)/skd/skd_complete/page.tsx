import type { Metadata } from "next";
import { ShareComplete } from "@/components/share-box/share-complete";

export const metadata: Metadata = { title: "Get Styled Box ordered", robots: { index: false } };

/** /skd/skd_complete (SHARE-11): after a Get Styled Box order. A static route, before `/skd/{store}` (C-38). */
export default function GetStyledCompletePage() {
  return <ShareComplete />;
}
