import type { DefaultChoice } from "@/lib/account/default-choice";

interface DefaultCheckboxProps {
  id: string;
  label: string;
  choice: DefaultChoice;
  /** the shopper's tick while the box is not locked */
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  /** why a locked box is ticked, by reason */
  lockedNotes: Record<"first" | "current", string>;
}

/** The address and card dialogs' "default" box; locked (ticked, with the reason) where the server decides. */
export function DefaultCheckbox({ id, label, choice, checked, onChange, disabled, lockedNotes }: DefaultCheckboxProps) {
  const locked = choice.lockedBecause !== null;
  const noteId = `${id}-note`;
  return (
    <div>
      <label htmlFor={id} className="flex cursor-pointer items-center gap-3 text-sm text-stone-900 has-[:disabled]:cursor-default">
        <input
          id={id}
          type="checkbox"
          checked={locked || checked}
          disabled={locked || disabled}
          onChange={(e) => onChange(e.target.checked)}
          aria-describedby={locked ? noteId : undefined}
          className="size-4 accent-stone-950"
        />
        {label}
      </label>
      {choice.lockedBecause && (
        <p id={noteId} className="mt-1 pl-7 text-xs text-stone-600">
          {lockedNotes[choice.lockedBecause]}
        </p>
      )}
    </div>
  );
}
