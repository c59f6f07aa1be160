"use client";
import { useMutation } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { unwrap } from "@/lib/api/errors";
import { callLazily } from "@/lib/api/lazy";

/**
 * MISC-01: sends the code once, when the page has loaded in a browser (a POST: a mail scanner's plain GET of
 * the link spends nothing). `success` is the API's answer; a failed request counts as a failure.
 */
export function useEmailVerification(code: string) {
  const verify = useMutation({
    mutationFn: async () => unwrap(await callLazily(() => import("@/lib/api/calls/user"), (calls, api) => calls.confirmEmail(api, code))).success,
  });
  const sent = useRef(false);
  const { mutate } = verify;
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    mutate();
  }, [mutate]);
  if (verify.isSuccess) return verify.data ? "success" : "failure";
  return verify.isError ? "failure" : "pending";
}
