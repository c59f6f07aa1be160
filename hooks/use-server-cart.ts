"use client";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useMemo } from "react";
import { unwrap, type ApiResult } from "@/lib/api/errors";
import { callLazily } from "@/lib/api/lazy";
import type { ServerCart } from "@/lib/api/schemas/user";
import { removeLine, updateLine, type LinePatch, type LocalCartLine, type NewLine } from "@/lib/cart/cart-lines";
import { linesOfServerCart, serverCartOf } from "@/lib/cart/server-lines";
import { serverCartQuery } from "@/lib/queries/cart";
import { notify } from "@/lib/toast";

const cartCalls = () => import("@/lib/api/calls/cart");

/** Every write to the server cart carries this key, so one write can tell whether another is in flight. */
const CART_WRITE = ["server-cart", "write"] as const;
const NO_LINES: LocalCartLine[] = [];

/**
 * One kind of write to the signed-in cart. `guess` shows its likely result at once; a refusal rolls it back
 * and shows the server's message as an error toast. The server answers every write with the whole cart,
 * which then replaces the guess, so no refetch is needed.
 */
function useServerCartWrite<V>(send: (vars: V) => Promise<ApiResult<ServerCart>>, guess?: (lines: LocalCartLine[], vars: V) => LocalCartLine[]) {
  const client = useQueryClient();
  const { queryKey } = serverCartQuery();
  return useMutation({
    mutationKey: CART_WRITE,
    mutationFn: async (vars: V) => unwrap(await send(vars)),
    onMutate: async (vars) => {
      // a load still answering would overwrite the guess with the cart before the change
      await client.cancelQueries({ queryKey });
      const before = client.getQueryData(queryKey);
      if (guess && before) client.setQueryData(queryKey, serverCartOf(guess(linesOfServerCart(before), vars)));
      return { before };
    },
    onError: (error, _vars, snapshot) => {
      notify.error(error.message);
      // Alone, this write restores the cart it started from. With another write in flight that snapshot may
      // predate the other's answer: ask the server instead, once nothing is being written.
      if (client.isMutating({ mutationKey: CART_WRITE }) === 1 && snapshot?.before) client.setQueryData(queryKey, snapshot.before);
      else void client.invalidateQueries({ queryKey });
    },
    onSuccess: (cart) => client.setQueryData(queryKey, cart),
  });
}

/** The account's cart (the `sf_signed_in` marker says there is one) and its writes. */
export function useServerCart(enabled: boolean) {
  const query = useQuery({ ...serverCartQuery(), enabled });
  const lines = useMemo(() => (query.data ? linesOfServerCart(query.data) : NO_LINES), [query.data]);
  const add = useServerCartWrite((line: NewLine) => callLazily(cartCalls, (calls, api) => calls.addServerCartLine(api, line)));
  const update = useServerCartWrite(
    ({ lineId, patch }: { lineId: string; patch: LinePatch; stock: number | null }) =>
      callLazily(cartCalls, (calls, api) => calls.updateServerCartLine(api, lineId, patch)),
    (all, { lineId, patch, stock }) => updateLine(all, lineId, patch, stock),
  );
  const remove = useServerCartWrite(
    (lineId: string) => callLazily(cartCalls, (calls, api) => calls.removeServerCartLine(api, lineId)),
    (all, lineId) => removeLine(all, lineId),
  );
  return { query, lines, add, update, remove };
}
