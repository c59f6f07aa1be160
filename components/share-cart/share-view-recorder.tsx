"use client";
import { useRecordShareView } from "@/hooks/use-record-share-view";

/** Counts this visit to the share link once per visitor (BR-CHK-12); shows nothing. */
export function ShareViewRecorder({ shareId }: { shareId: string }) {
  useRecordShareView(shareId);
  return null;
}
