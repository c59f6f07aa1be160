"use client";
import { useMutation } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { QUIET } from "@/lib/queries/meta";
import { recordShareView } from "@/lib/share-cart/record-view";

/**
 * Counts this visit to the share link once per visitor (BR-CHK-12) through a server action, which
 * keeps the visitor id in a long-lived cookie; the server counts each id once. Background work
 * (`QUIET`, no top-bar spinner); a failed count is not the recipient's concern, so nothing is shown.
 */
export function useRecordShareView(shareId: string) {
  const { mutate } = useMutation({ mutationFn: recordShareView, meta: QUIET });
  const recorded = useRef<string | null>(null);
  useEffect(() => {
    // once per page, even when development mode runs effects twice
    if (recorded.current === shareId) return;
    recorded.current = shareId;
    mutate(shareId);
  }, [shareId, mutate]);
}
