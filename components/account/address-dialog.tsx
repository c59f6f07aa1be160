"use client";
import { useId, useRef, useState, type FormEvent } from "react";
import { addSavedAddress, updateSavedAddress } from "@/lib/api";
import { browserApi } from "@/lib/api/browser";
import type { SavedAddress } from "@/lib/api/schemas/checkout";
import { addressDefaultChoice, addressDialogTitle, addressSaveRequest, initialAddressForm, type AddressBookMode, type AddressFormMode } from "@/lib/account/address-book";
import { wantsDefault } from "@/lib/account/default-choice";
import { validateAddress } from "@/lib/checkout/validation";
import { trackBusy } from "@/lib/busy";
import { AddressForm } from "@/components/checkout/address-form";
import { primaryButton, secondaryButton } from "@/components/ui/button-styles";
import { Dialog } from "@/components/ui/dialog";
import { DefaultCheckbox } from "./default-checkbox";

/** The form's fields are checkout's shipping ones: `shipping-fullName`, … (and the browser's shipping autofill). */
const ID_PREFIX = "shipping";

interface AddressDialogProps {
  dialog: AddressBookMode;
  /** how many addresses the shopper has saved */
  savedCount: number;
  /** the server's new list after an add or an edit */
  onSaved: (list: SavedAddress[], dialog: AddressFormMode) => void;
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

interface AddressEditorProps {
  dialog: AddressFormMode;
  savedCount: number;
  titleId: string;
  onSaved: AddressDialogProps["onSaved"];
  onCancel: () => void;
}

/** Mounted per opening, so each add starts empty and each edit from the saved address. */
function AddressEditor({ dialog, savedCount, titleId, onSaved, onCancel }: AddressEditorProps) {
  const [form, setForm] = useState(() => initialAddressForm(dialog));
  const [choice] = useState(() => addressDefaultChoice(dialog, savedCount));
  const [ticked, setTicked] = useState(choice.checked);
  const [submitted, setSubmitted] = useState(false);
  const [saving, setSaving] = useState(false);
  /** a second Enter before the first save answers must not save twice */
  const inFlight = useRef(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const errors = submitted ? validateAddress(form) : {};

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (inFlight.current) return;
    setSubmitted(true);
    const firstInvalid = Object.keys(validateAddress(form))[0];
    if (firstInvalid) {
      document.getElementById(`${ID_PREFIX}-${firstInvalid}`)?.focus();
      return;
    }
    inFlight.current = true;
    setSaving(true);
    setServerError(null);
    const body = addressSaveRequest(form, wantsDefault(choice, ticked));
    const result = await trackBusy(dialog.mode === "add" ? addSavedAddress(browserApi, body) : updateSavedAddress(browserApi, dialog.address._id, body));
    inFlight.current = false;
    setSaving(false);
    if (result.ok) onSaved(result.data, dialog);
    else setServerError(result.error.message);
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-5 p-6">
      <h2 id={titleId} className="font-serif text-2xl">
        {addressDialogTitle(dialog)}
      </h2>
      <AddressForm idPrefix={ID_PREFIX} value={form} errors={errors} disabled={saving} onChange={(patch) => setForm((f) => ({ ...f, ...patch }))} />
      <DefaultCheckbox
        id="address-default"
        label="Use as my default address"
        choice={choice}
        checked={ticked}
        onChange={setTicked}
        disabled={saving}
        lockedNotes={{ first: "Your first address is your default one.", current: "This is your default address; make another one the default to change it." }}
      />
      {serverError && (
        <p role="alert" className="border-l-2 border-rose-700 bg-rose-50 px-4 py-3 text-sm text-rose-800">
          {serverError}
        </p>
      )}
      {/* 'Save address' takes the room it needs on one line; Cancel keeps its own width (finding 15.18) */}
      <div className="flex gap-3 pt-1">
        <button type="submit" className={`${primaryButton} flex-1 whitespace-nowrap`} disabled={saving}>
          {saving ? "Saving…" : "Save address"}
        </button>
        <button type="button" className={`${secondaryButton} h-12 shrink-0`} onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
