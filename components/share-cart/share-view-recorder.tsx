"use client";
import { useEffect, useRef } from "react";
import { recordShareCartView } from "@/lib/api/calls";
import { browserApi } from "@/lib/api/browser";
import { ensureVisitorId } from "@/lib/share-cart/visitor";

/**
 * Counts this visit to the share link once per visitor (BR-CHK-12): the visitor id lives in a
 * long-lived cookie and the server counts each id once. A failed count is not the recipient's
 * concern, so nothing is shown either way.
 */
export function ShareViewRecorder({ shareId }: { shareId: string }) {
  const recorded = useRef<string | null>(null);
  useEffect(() => {
    // once per page, even when development mode runs effects twice
    if (recorded.current === shareId) return;
    recorded.current = shareId;
    void recordShareCartView(browserApi, shareId, ensureVisitorId());
  }, [shareId]);
  return null;
}
