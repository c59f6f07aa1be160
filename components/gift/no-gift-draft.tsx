import Link from "next/link";
import { storePath } from "@/lib/routes";
import { primaryButton } from "@/components/ui/button-styles";

/** The gift checkout's steps without a draft in this browser (GIFT-11): nothing to check out, back to the store. */
export function NoGiftDraft({ store }: { store: string }) {
  return (
    <div className="space-y-4 text-center">
      <p className="text-sm text-stone-700">There is no gift box to check out.</p>
      <Link href={storePath(store)} className={primaryButton}>
        Back to the store
      </Link>
    </div>
  );
}
