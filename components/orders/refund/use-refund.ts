"use client";
import { useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useExclusiveMutation } from "@/hooks/use-exclusive-mutation";
import { cancelPresale, requestReplacement, requestReturn } from "@/lib/api/calls/orders";
import { browserApi } from "@/lib/api/browser";
import { unwrap } from "@/lib/api/errors";
import type { PresaleCancelRequest, ReturnRequest } from "@/lib/api/schemas/order-history";
import type { ReplacementFields } from "@/lib/api/schemas/replacement";
import { ordersInfiniteQuery, returnsInfiniteQuery } from "@/lib/queries/orders";

/**
 * The refund mode's writes (ACCT-07…09). The order detail and the pre-sale detail are server-rendered:
 * after a write the page is rendered again (`router.refresh()`), so the Return History, the canceled
 * lines and the replaced lines show; the orders and returns lists are refetched on their next visit.
 */
function useAfterWrite() {
  const router = useRouter();
  const queryClient = useQueryClient();
  return () => {
    router.refresh();
    void queryClient.invalidateQueries({ queryKey: ordersInfiniteQuery().queryKey });
    void queryClient.invalidateQueries({ queryKey: returnsInfiniteQuery().queryKey });
  };
}

/**
 * One idempotency key per form: the forms mount each time their dialog opens, so a double submit or a
 * retry after a lost answer sends the same key and the server makes one request of it.
 */
const useRequestKey = () => useState(() => crypto.randomUUID())[0];

export function useRequestReturn() {
  const afterWrite = useAfterWrite();
  const key = useRequestKey();
  return useExclusiveMutation({
    mutationKey: ["request-return"],
    mutationFn: async (request: ReturnRequest) => unwrap(await requestReturn(browserApi, request, key)),
    onSuccess: afterWrite,
  });
}

export function useCancelPresale() {
  const afterWrite = useAfterWrite();
  return useExclusiveMutation({
    mutationKey: ["cancel-presale"],
    // Idempotent on the server: a second cancel answers an empty one.
    mutationFn: async (request: PresaleCancelRequest) => unwrap(await cancelPresale(browserApi, request)),
    onSuccess: afterWrite,
  });
}

export function useRequestReplacement() {
  const afterWrite = useAfterWrite();
  const key = useRequestKey();
  return useExclusiveMutation({
    mutationKey: ["request-replacement"],
    mutationFn: async (fields: ReplacementFields) => unwrap(await requestReplacement(browserApi, fields, key)),
    onSuccess: afterWrite,
  });
}
