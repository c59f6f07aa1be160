"use client";
import Link from "next/link";
import { useEffect } from "react";
import { clearBox } from "@/lib/box/box-state";
import { storePath } from "@/lib/routes";
import { primaryButton } from "@/components/ui/button-styles";
import { FocusedHeading } from "@/components/ui/focused-heading";

/** ONB-19: the spec's words. */
export const SIGN_UP_COMPLETE = "Congratulations, stylist sign up complete";

/** The done page (ONB-19): the box flow resets (the box of this tab is emptied) and the store is one click away. */
export function BoxDone({ orderNumber, storeName }: { orderNumber: string | null; storeName: string | null }) {
  useEffect(() => clearBox(), []);
  return (
    <div className="space-y-6">
      <FocusedHeading className="font-serif text-3xl text-stone-950">{SIGN_UP_COMPLETE}</FocusedHeading>
      <p className="text-[15px] text-stone-700">
        Your Get Styled Box is ordered{orderNumber ? ` (order ${orderNumber})` : ""}. We will email you when it ships.
      </p>
      {storeName && (
        <Link href={storePath(storeName)} className={`${primaryButton} mx-auto max-w-xs`}>
          Visit your store
        </Link>
      )}
    </div>
  );
}
