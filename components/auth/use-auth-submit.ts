"use client";
import { useMutation } from "@tanstack/react-query";
import type { ErrorOption } from "react-hook-form";

type Failure = { ok: false; message: string };

/** A failed answer from an auth server action: its message is for the shopper, verbatim (AUTH-05). */
class ActionFailure extends Error {}

interface AuthSubmitOptions<TValues, TSuccess> {
  /** the server action; it answers `{ ok: false, message }` rather than throwing */
  action: (values: TValues) => Promise<TSuccess | Failure>;
  /** the form's `setError`: a failure's message goes to `root.server`, which `FormError` shows */
  setError: (name: "root.server", error: ErrorOption) => void;
  /** what follows a success; while it runs (the guest cart's merge before leaving) the mutation is still pending */
  onDone?: (result: TSuccess) => unknown;
}

/**
 * The submit of every auth form: a mutation whose `mutationFn` is the server action. Forms disable their
 * button on `isPending`, and also on `isSuccess` where success navigates away, so it stays disabled
 * until the next page loads.
 */
export function useAuthSubmit<TValues, TSuccess extends { ok: true }>({ action, setError, onDone }: AuthSubmitOptions<TValues, TSuccess>) {
  return useMutation({
    mutationFn: async (values: TValues) => {
      const result = await action(values);
      if (!result.ok) throw new ActionFailure(result.message);
      return result;
    },
    onSuccess: (result) => onDone?.(result),
    onError: (error) => {
      if (error instanceof ActionFailure) setError("root.server", { type: "server", message: error.message });
    },
  });
}
