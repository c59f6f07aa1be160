import type { Metadata } from "next";
import { NotFoundView } from "@/components/layout/not-found-view";
import { STORE_NOT_FOUND } from "@/lib/store/messages";

export const metadata: Metadata = { title: STORE_NOT_FOUND };

/** An unknown store (BROWSE-01, MISC-07), inside the shop chrome. */
export default function StoreNotFound() {
  return <NotFoundView message={STORE_NOT_FOUND} />;
}
