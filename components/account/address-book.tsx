"use client";
import { useRef, useState } from "react";
import type { SavedAddress } from "@/lib/api/schemas/checkout";
import { ADDRESS_TOASTS, DELETE_ADDRESS_CONFIRM, LIST_MODE, savedAddressToast, type AddressBookMode, type AddressFormMode } from "@/lib/account/address-book";
import { addressLines } from "@/lib/orders/order-view";
import { notify } from "@/lib/toast";
import { useDeleteAddress } from "@/hooks/use-address-book";
import { useSavedAddresses } from "@/hooks/use-saved-addresses";
import { secondaryButton, textButton } from "@/components/ui/button-styles";
import { AddressDialog } from "./address-dialog";
import { ConfirmDialog } from "./confirm-dialog";
import { AccountSection, DefaultBadge } from "./account-section";
import { useConfirmedDelete } from "./use-confirmed-delete";

/** How an address is named in buttons and the confirmation: "Ann Lee, 1 Main St". */
const summary = (a: SavedAddress) => `${a.name}, ${a.address}`;

/**
 * ACCT-18 on My Account: the saved addresses (the default marked), add and edit in a dialog, delete
 * after 'delete this address ?'. Changes land in the saved-addresses query, so checkout's picker
 * sees them.
 */
export function AddressBook() {
  const query = useSavedAddresses(true);
  const addresses = query.data ?? [];
  const [dialog, setDialog] = useState<AddressBookMode>(LIST_MODE);
  const addButton = useRef<HTMLButtonElement>(null);

  const removal = useConfirmedDelete<SavedAddress>({
    removal: useDeleteAddress(),
    toast: ADDRESS_TOASTS.deleted,
    after: addButton,
  });

  const saved = (done: AddressFormMode) => {
    notify.success(savedAddressToast(done));
    setDialog(LIST_MODE);
  };

  return (
    <AccountSection
      id="account-addresses"
      title="Addresses"
      action={
        <button ref={addButton} type="button" className={secondaryButton} onClick={() => setDialog({ mode: "add" })}>
          Add address
        </button>
      }
      query={query}
      loadingText="Loading your addresses…"
      emptyText="No saved addresses yet."
    >
      {addresses.length > 0 && (
        <ul aria-label="Saved addresses" className="divide-y divide-stone-200 border border-stone-200">
          {addresses.map((a) => (
            <li key={a._id} className="flex flex-wrap items-start justify-between gap-3 px-4 py-3 text-sm">
              <div className="min-w-0">
                {addressLines(a).map((line, i) => (
                  <p key={i} className={i === 0 ? "font-medium text-stone-950" : "text-stone-600"}>
                    {line}
                    {i === 0 && a.is_default && <DefaultBadge />}
                  </p>
                ))}
              </div>
              <div className="flex gap-4">
                <button type="button" className={textButton} aria-label={`Edit: ${summary(a)}`} onClick={() => setDialog({ mode: "edit", address: a })}>
                  Edit
                </button>
                <button type="button" className={textButton} aria-label={`Delete: ${summary(a)}`} onClick={() => removal.ask(a)}>
                  Delete
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <AddressDialog dialog={dialog} savedCount={addresses.length} onSaved={saved} onClose={() => setDialog(LIST_MODE)} />
      <ConfirmDialog
        open={removal.target !== null}
        question={DELETE_ADDRESS_CONFIRM}
        subject={removal.target ? addressLines(removal.target).join(", ") : ""}
        confirmLabel="Delete"
        busy={removal.busy}
        error={removal.error}
        onConfirm={removal.confirm}
        onClose={removal.close}
      />
    </AccountSection>
  );
}
