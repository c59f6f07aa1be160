"use client";
import { useQuery } from "@tanstack/react-query";
import { savedAddressesQuery } from "@/lib/queries/account";

/** The signed-in shopper's saved shipping addresses (API-22, CHK-06); nothing is asked for a guest. */
export function useSavedAddresses(signedIn: boolean) {
  return useQuery({ ...savedAddressesQuery(), enabled: signedIn });
}
