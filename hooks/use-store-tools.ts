"use client";
import { useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { deleteStoreItem, rearrangeStoreItems, saveStoreItems } from "@/lib/api/calls/store-tools";
import { browserApi } from "@/lib/api/browser";
import { unwrap } from "@/lib/api/errors";
import type { StoreItemIds } from "@/lib/api/schemas/store-tools";
import { editorItemsQuery } from "@/lib/queries/store-tools";
import { useExclusiveMutation } from "./use-exclusive-mutation";

/**
 * The store tools' writes (TOOLS-05…07). Each answers the store's item ids; the editor's list of the
 * store's items is read again after it, so every tool shows the store as saved. The server announces
 * the change, and the cached store page re-renders (server/catalog/changes.ts); the browser's own copies
 * of pages (the router cache) are dropped too, so a link back to the store shows it as saved.
 */
function useReloadStoreItems(storeId: string) {
  const queryClient = useQueryClient();
  const router = useRouter();
  return async () => {
    router.refresh();
    await queryClient.invalidateQueries({ queryKey: editorItemsQuery(storeId).queryKey });
  };
}

/** API-42: the picker's Save, the selection in its order. */
export function useSaveStoreItems(storeId: string) {
  const reload = useReloadStoreItems(storeId);
  return useExclusiveMutation({
    mutationKey: ["save-store-items", storeId],
    mutationFn: async (items: string[]) => unwrap(await saveStoreItems(browserApi, items)),
    onSuccess: reload,
  });
}

/** API-40: the arrange page's Save. */
export function useRearrangeStoreItems(storeId: string) {
  const reload = useReloadStoreItems(storeId);
  return useExclusiveMutation({
    mutationKey: ["rearrange-store-items", storeId],
    mutationFn: async (items: string[]) => unwrap(await rearrangeStoreItems(browserApi, items)),
    onSuccess: reload,
  });
}

/**
 * API-41, one call per item (the spec has no bulk delete), one after the other. An item already gone
 * (another tab removed it) counts as removed; any other refusal stops and is reported, the store
 * reloaded to show what did go.
 */
export function useDeleteStoreItems(storeId: string) {
  const reload = useReloadStoreItems(storeId);
  return useExclusiveMutation({
    mutationKey: ["delete-store-items", storeId],
    mutationFn: async (ids: string[]) => {
      let left: StoreItemIds | null = null;
      for (const id of ids) {
        const result = await deleteStoreItem(browserApi, id);
        if (!result.ok && result.error.kind === "http" && result.error.status === 404) continue;
        left = unwrap(result);
      }
      return left;
    },
    onSettled: reload,
  });
}
