"use client";
import { useQueryClient } from "@tanstack/react-query";
import { addSavedAddress, deleteSavedAddress, updateSavedAddress } from "@/lib/api/calls/checkout";
import { unwrap } from "@/lib/api/errors";
import { browserApi } from "@/lib/api/browser";
import type { SaveAddressRequest, SavedAddress } from "@/lib/api/schemas/checkout";
import type { AddressFormMode } from "@/lib/account/address-book";
import { savedAddressesQuery } from "@/lib/queries/account";
import { useExclusiveMutation } from "./use-exclusive-mutation";

/**
 * The address book's writes (ACCT-18). The server answers each with the whole new list, which replaces the
 * saved-addresses query's data, so My Account and checkout's picker show it at once.
 */
function useSetAddresses() {
  const queryClient = useQueryClient();
  return (list: SavedAddress[]) => queryClient.setQueryData(savedAddressesQuery().queryKey, list);
}

export interface SaveAddress {
  dialog: AddressFormMode;
  request: SaveAddressRequest;
}

/** Adds (POST) or edits (PUT) an address, as the dialog's mode says. */
export function useSaveAddress() {
  return useExclusiveMutation({
    mutationKey: ["save-address"],
    mutationFn: async ({ dialog, request }: SaveAddress) =>
      unwrap(await (dialog.mode === "add" ? addSavedAddress(browserApi, request) : updateSavedAddress(browserApi, dialog.address._id, request))),
    onSuccess: useSetAddresses(),
  });
}

export function useDeleteAddress() {
  return useExclusiveMutation({
    mutationKey: ["delete-address"],
    mutationFn: async (id: string) => unwrap(await deleteSavedAddress(browserApi, id)),
    onSuccess: useSetAddresses(),
  });
}
