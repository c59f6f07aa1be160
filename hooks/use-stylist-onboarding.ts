"use client";
import { useMutation } from "@tanstack/react-query";
import { createStore } from "@/lib/api/calls/store-opening";
import { signupGuide } from "@/lib/api/calls/user";
import { browserApi } from "@/lib/api/browser";
import { unwrap } from "@/lib/api/errors";
import type { CreateStoreRequest } from "@/lib/api/schemas/store";
import { useExclusiveMutation } from "./use-exclusive-mutation";

/** ONB-03: whether the email has an account (POST /api/users/signup_guide): sign in, or create one. */
export function useCheckSignUpEmail() {
  return useMutation({
    mutationKey: ["signup-guide"],
    mutationFn: async (email: string) => unwrap(await signupGuide(browserApi, email)).exist,
  });
}

/**
 * ONB-06: opens the store (POST /api/store/create, multipart). The store is at `/{user_name}` at once;
 * a second submit while one runs is ignored (a second store would be refused anyway).
 */
export function useCreateStore() {
  return useExclusiveMutation({
    mutationKey: ["create-store"],
    mutationFn: async (fields: CreateStoreRequest) => unwrap(await createStore(browserApi, fields)),
  });
}
