"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import { useId, useState } from "react";
import { useController } from "react-hook-form";
import { useShopForm } from "@/lib/forms/use-shop-form";
import { z } from "zod";
import { addressDefaultChoice, addressDialogTitle, addressSaveRequest, initialAddressForm, type AddressBookMode, type AddressFormMode } from "@/lib/account/address-book";
import { wantsDefault } from "@/lib/account/default-choice";
import { addressSchema } from "@/lib/checkout/validation";
import { useSaveAddress } from "@/hooks/use-address-book";
import { AddressFields } from "@/components/checkout/address-form";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { DefaultCheckbox } from "./default-checkbox";

interface AddressDialogProps {
  dialog: AddressBookMode;
  /** how many addresses the shopper has saved */
  savedCount: number;
  /** called once an add or an edit is saved (the saved-addresses query holds the new list) */
  onSaved: (dialog: AddressFormMode) => void;
  onClose: () => void;
}

/** ACCT-18's add and edit pop-up: open in modes `add` and `edit`, closed in `list`. */
export function AddressDialog({ dialog, savedCount, onSaved, onClose }: AddressDialogProps) {
  const titleId = useId();
  return (
    <Dialog open={dialog.mode !== "list"} onClose={onClose} labelledBy={titleId} className="max-h-[92vh] w-[min(94vw,560px)] overflow-y-auto bg-white text-stone-900">
      {dialog.mode !== "list" && <AddressEditor dialog={dialog} savedCount={savedCount} titleId={titleId} onSaved={onSaved} onCancel={onClose} />}
    </Dialog>
  );
}

/** Checkout's one address schema (BR-VAL-19) and the "default" box. */
const addressEntrySchema = z.object({ address: addressSchema, makeDefault: z.boolean() });
type AddressEntry = z.infer<typeof addressEntrySchema>;

interface AddressEditorProps {
  dialog: AddressFormMode;
  savedCount: number;
  titleId: string;
  onSaved: AddressDialogProps["onSaved"];
  onCancel: () => void;
}

/** Mounted per opening, so each add starts empty and each edit from the saved address. */
function AddressEditor({ dialog, savedCount, titleId, onSaved, onCancel }: AddressEditorProps) {
  // Fixed for this opening: the list changes once the address is saved.
  const [choice] = useState(() => addressDefaultChoice(dialog, savedCount));
  const { control, handleSubmit } = useShopForm<AddressEntry>({
    resolver: zodResolver(addressEntrySchema),
    defaultValues: { address: initialAddressForm(dialog), makeDefault: choice.checked },
  });
  const { field: makeDefault } = useController({ control, name: "makeDefault" });
  const save = useSaveAddress();
  const saving = save.isPending;

  const onSubmit = handleSubmit((values) => {
    const request = addressSaveRequest(values.address, wantsDefault(choice, values.makeDefault));
    save.mutate({ dialog, request }, { onSuccess: () => onSaved(dialog) });
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5 p-6">
      <h2 id={titleId} className="font-serif text-2xl">
        {addressDialogTitle(dialog)}
      </h2>
      {/* Checkout's shipping fields: `shipping-fullName`, … (and the browser's shipping autofill). */}
      <AddressFields control={control} name="address" section="shipping" disabled={saving} />
      <DefaultCheckbox
        id="address-default"
        label="Use as my default address"
        choice={choice}
        checked={makeDefault.value}
        onChange={makeDefault.onChange}
        disabled={saving}
        lockedNotes={{ first: "Your first address is your default one.", current: "This is your default address; make another one the default to change it." }}
      />
      {save.error && <Alert>{save.error.message}</Alert>}
      {/* 'Save address' takes the room it needs on one line; Cancel keeps its own width (finding 15.18) */}
      <div className="flex gap-3 pt-1">
        <Button type="submit" className="flex-1 whitespace-nowrap" pending={saving}>
          {saving ? "Saving…" : "Save address"}
        </Button>
        <Button variant="secondary" className="h-12 shrink-0" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
