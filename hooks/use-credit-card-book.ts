"use client";
import { useQueryClient } from "@tanstack/react-query";
import { addCreditCard, deleteCreditCard, setDefaultCreditCard } from "@/lib/api/calls/checkout";
import { unwrap } from "@/lib/api/errors";
import { browserApi } from "@/lib/api/browser";
import type { CreditCard } from "@/lib/api/schemas/checkout";
import { saveProblem, tokenProblem, withDefaultCard, type AddCardProblem } from "@/lib/account/credit-cards";
import type { PaymentAdapter } from "@/lib/payments/adapter";
import { creditCardsQuery } from "@/lib/queries/account";
import { notify } from "@/lib/toast";
import { useExclusiveMutation } from "./use-exclusive-mutation";

/**
 * The saved cards' writes (ACCT-19). The server answers each with the whole new list, which replaces the
 * credit-cards query's data, so My Account and checkout's saved cards show it at once.
 */
function useSetCards() {
  const queryClient = useQueryClient();
  return (list: CreditCard[]) => queryClient.setQueryData(creditCardsQuery().queryKey, list);
}

/** A failed add, and where the dialog says why (under the card field or above its buttons). */
export class AddCardFailed extends Error {
  constructor(readonly problem: AddCardProblem) {
    super(problem.message);
  }
}

export interface AddCard {
  adapter: PaymentAdapter;
  isDefault: boolean;
}

/** The card becomes the provider's token in the browser; only the token is sent (POST api/users/credit_cards/). */
export function useAddCreditCard() {
  return useExclusiveMutation<CreditCard[], AddCardFailed, AddCard>({
    mutationKey: ["add-credit-card"],
    mutationFn: async ({ adapter, isDefault }) => {
      const token = await adapter.tokenizeCard();
      if (!token.ok) throw new AddCardFailed(tokenProblem(token));
      const result = await addCreditCard(browserApi, { token: token.value, is_default: isDefault });
      if (!result.ok) throw new AddCardFailed(saveProblem(result.error));
      return result.data;
    },
    onSuccess: useSetCards(),
  });
}

/**
 * Makes a card the default at once (it moves to the top, marked), then keeps the server's list; a refusal puts
 * the old list back and says why in a toast.
 */
export function useSetDefaultCard() {
  const queryClient = useQueryClient();
  const { queryKey } = creditCardsQuery();
  return useExclusiveMutation({
    mutationKey: ["set-default-credit-card"],
    mutationFn: async (id: string) => unwrap(await setDefaultCreditCard(browserApi, id)),
    onMutate: async (id) => {
      // A list still loading must not land on top of the change.
      await queryClient.cancelQueries({ queryKey });
      const before = queryClient.getQueryData(queryKey);
      if (before) queryClient.setQueryData(queryKey, withDefaultCard(before, id));
      return { before };
    },
    onError: (error, _id, context) => {
      if (context?.before) queryClient.setQueryData(queryKey, context.before);
      notify.error(error.message);
    },
    onSuccess: useSetCards(),
  });
}

export function useDeleteCreditCard() {
  return useExclusiveMutation({
    mutationKey: ["delete-credit-card"],
    mutationFn: async (id: string) => unwrap(await deleteCreditCard(browserApi, id)),
    onSuccess: useSetCards(),
  });
}
