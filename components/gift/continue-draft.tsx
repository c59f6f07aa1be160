"use client";
import Link from "next/link";
import { draftFor } from "@/lib/gift/draft";
import { subCheckoutStep1Path } from "@/lib/routes";
import { useGiftDrafts } from "@/hooks/use-gift-drafts";
import { secondaryButton } from "@/components/ui/button-styles";

/** A gift box set up earlier in this browser (GIFT-11; after the sub_checkout sign-in, AUTH-08): back to its checkout. */
export function ContinueDraft({ store, code }: { store: string; code: string }) {
  const draft = draftFor(useGiftDrafts(), store, code);
  if (!draft) return null;
  return (
    <p className="text-center">
      <Link href={subCheckoutStep1Path(store)} className={secondaryButton}>
        Continue with your gift box
      </Link>
    </p>
  );
}
