"use client";
import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { calcRequest } from "@/lib/cart/calc-request";
import type { CartPrefs } from "@/lib/cart/cart-prefs";
import type { LocalCartLine } from "@/lib/cart/cart-lines";
import { cartCalcQuery, shippingOptionsQuery } from "@/lib/queries/cart";

export function useShippingOptions() {
  return useQuery(shippingOptionsQuery());
}

/** The server's totals for the cart page: its lines, each store's coupon, the shipping method. */
export function useCartCalc(lines: readonly LocalCartLine[], prefs: CartPrefs, shippingMethodId: string | null) {
  const request = useMemo(() => calcRequest(lines, prefs, shippingMethodId), [lines, prefs, shippingMethodId]);
  return useQuery(cartCalcQuery(request));
}
