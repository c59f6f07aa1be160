"use client";
import { PageError } from "@/components/layout/page-error";

/** The root boundary: a page outside any store frame, or a frame's layout itself, failed. */
export default function RootError(props: { error: unknown; retry: () => void }) {
  return (
    <main id="main">
      <PageError {...props} />
    </main>
  );
}
