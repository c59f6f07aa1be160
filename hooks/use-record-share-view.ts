"use client";
import { useMutation } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { callLazily } from "@/lib/api/lazy";
import { QUIET } from "@/lib/queries/meta";
import { ensureVisitorId } from "@/lib/share-cart/visitor";

/**
 * Counts this visit to the share link once per visitor (BR-CHK-12): the visitor id lives in a
 * long-lived cookie and the server counts each id once. Background work (`QUIET`, no top-bar spinner);
 * a failed count is not the recipient's concern, so nothing is shown either way.
 */
export function useRecordShareView(shareId: string) {
  const { mutate } = useMutation({
    // the API client and its schemas load with this call, not with the page (lib/api/lazy.ts)
    mutationFn: (id: string) => callLazily((calls, api) => calls.recordShareCartView(api, id, ensureVisitorId())),
    meta: QUIET,
  });
  const recorded = useRef<string | null>(null);
  useEffect(() => {
    // once per page, even when development mode runs effects twice
    if (recorded.current === shareId) return;
    recorded.current = shareId;
    mutate(shareId);
  }, [shareId, mutate]);
}
