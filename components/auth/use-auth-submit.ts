"use client";
import { useMutation } from "@tanstack/react-query";
import type { ErrorOption } from "react-hook-form";

type FieldMessages = Partial<Record<string, string>>;
/** What an auth server action answers: a success of its own shape, or a failure with a message (and per-field messages, ONB-04). */
type Answer = { ok: true } | { ok: false; message: string; fields?: FieldMessages };

/** A failed answer from an auth server action: its message is for the shopper, verbatim (AUTH-05). */
class ActionFailure extends Error {
  readonly fields: FieldMessages | undefined;
  constructor(message: string, fields: FieldMessages | undefined) {
    super(message);
    this.fields = fields;
  }
}

interface AuthSubmitOptions<TValues, TAnswer extends Answer> {
  /** the server action; it answers `{ ok: false, message }` rather than throwing */
  action: (values: TValues) => Promise<TAnswer>;
  /** the form's `setError`: a failure's message goes to `root.server`, which `FormError` shows */
  setError: (name: "root.server", error: ErrorOption) => void;
  /** what follows a success; while it runs (the guest cart's merge before leaving) the mutation is still pending */
  onDone?: (result: Extract<TAnswer, { ok: true }>) => unknown;
  /** a failure with per-field messages (ONB-04) shows them under their fields instead of above the button */
  onFieldErrors?: (fields: FieldMessages) => void;
}

/**
 * The submit of every auth form: a mutation whose `mutationFn` is the server action. Forms disable their
 * button on `isPending`, and also on `isSuccess` where success navigates away, so it stays disabled
 * until the next page loads.
 */
export function useAuthSubmit<TValues, TAnswer extends Answer>({ action, setError, onDone, onFieldErrors }: AuthSubmitOptions<TValues, TAnswer>) {
  return useMutation({
    mutationFn: async (values: TValues) => {
      const result: Answer = await action(values);
      if (!result.ok) throw new ActionFailure(result.message, result.fields);
      return result as Extract<TAnswer, { ok: true }>;
    },
    onSuccess: (result) => onDone?.(result),
    onError: (error) => {
      if (!(error instanceof ActionFailure)) return;
      if (error.fields && onFieldErrors) onFieldErrors(error.fields);
      else setError("root.server", { type: "server", message: error.message });
    },
  });
}
