"use client";
import { useEffect, useRef } from "react";
import type { CartCalcResponse } from "@/lib/api/schemas/cart";
import { beginCheckoutParams } from "@/lib/analytics/events";
import { track } from "@/lib/analytics/track";

/**
 * AN-03 / CHK-21 (G-18: "begin_checkout on entering checkout step 1"): once per visit of step 1, with
 * the first calculation of the cart (its lines and value), regular and shared cart alike.
 */
export function useBeginCheckout(calc: CartCalcResponse | undefined): void {
  const sent = useRef(false);
  useEffect(() => {
    if (!calc || sent.current) return;
    sent.current = true;
    track("begin_checkout", beginCheckoutParams(calc));
  }, [calc]);
}
