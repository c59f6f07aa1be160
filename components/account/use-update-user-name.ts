"use client";
import { useQueryClient } from "@tanstack/react-query";
import { CURRENT_USER_QUERY_KEY } from "@/lib/queries/account";
import { useExclusiveMutation } from "@/hooks/use-exclusive-mutation";
import { updateUser } from "@/lib/api/calls/user";
import { unwrap } from "@/lib/api/errors";
import { browserApi } from "@/lib/api/browser";

/**
 * PUT api/user (ACCT-16): the new user name. The answer is the whole user, which the menu's user query
 * takes as it is (it keeps the call's result), so the menu shows the new name without a reload.
 */
export function useUpdateUserName() {
  const queryClient = useQueryClient();
  return useExclusiveMutation({
    mutationKey: ["update-user-name"],
    mutationFn: async (userName: string) => unwrap(await updateUser(browserApi, userName)),
    onSuccess: (user) => queryClient.setQueryData(CURRENT_USER_QUERY_KEY, { ok: true, data: user }),
  });
}
