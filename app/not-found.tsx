import type { Metadata } from "next";
import { NotFoundView } from "@/components/layout/not-found-view";

export const metadata: Metadata = { title: "Page not found" };

/** Any unknown path (MISC-07). */
export default function NotFound() {
  return (
    <main id="main">
      <NotFoundView />
    </main>
  );
}
