"use client";
import { useMutation, useQueryClient, type MutationKey, type UseMutationOptions, type UseMutationResult } from "@tanstack/react-query";

/**
 * `useMutation` whose `mutate` does nothing while a call with the same key is running: a second Enter or a
 * double press lands before React re-renders with `isPending`, but the mutation cache already knows.
 */
export function useExclusiveMutation<TData, TError = Error, TVariables = void, TContext = unknown>(
  options: UseMutationOptions<TData, TError, TVariables, TContext> & { mutationKey: MutationKey },
): UseMutationResult<TData, TError, TVariables, TContext> {
  const queryClient = useQueryClient();
  const mutation = useMutation(options);
  const mutate: typeof mutation.mutate = (...args) => {
    if (queryClient.isMutating({ mutationKey: options.mutationKey, exact: true }) > 0) return;
    mutation.mutate(...args);
  };
  return { ...mutation, mutate };
}
