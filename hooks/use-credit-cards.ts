"use client";
import { useQuery } from "@tanstack/react-query";
import { creditCardsQuery } from "@/lib/queries/account";

/** The signed-in shopper's saved cards (API-16, CHK-13); nothing is asked for a guest. */
export function useCreditCards(signedIn: boolean) {
  return useQuery({ ...creditCardsQuery(), enabled: signedIn });
}
