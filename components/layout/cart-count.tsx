"use client";
import { useEffect } from "react";
import { useCartCount } from "@/hooks/use-cart";

/**
 * Reports the units in the cart, the guest's or the signed-in shopper's (NAV-01), to the cart icon. A
 * chunk of its own (components/layout/cart-link.tsx): the cart's hooks load after the page is interactive.
 */
export function CartCount({ onChange }: { onChange: (count: number) => void }) {
  const count = useCartCount();
  useEffect(() => onChange(count), [count, onChange]);
  return null;
}
