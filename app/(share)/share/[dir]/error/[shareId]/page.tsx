import type { Metadata } from "next";
import { cookies } from "next/headers";
import { isShareDir, SHARE_ERROR_COOKIE } from "@/lib/share-box/flow";
import { ShareError } from "@/components/share-box/share-error";
import { ShareFrame } from "@/components/share-box/share-frame";
import { notFound } from "next/navigation";

export const metadata: Metadata = { title: "Get Styled Box", robots: { index: false } };

/**
 * share-kol-error / share-koldir-error (SHARE-12): the message the server kept in a cookie (an
 * unavailable box, SHARE-08), else 'unable to process checkout page.'; the app download links. It
 * needs no share info (the share may be the problem).
 */
export default async function ShareErrorPage({ params }: PageProps<"/share/[dir]/error/[shareId]">) {
  const { dir, shareId } = await params;
  if (!isShareDir(dir)) notFound();
  const message = (await cookies()).get(SHARE_ERROR_COOKIE)?.value ?? null;
  return (
    <ShareFrame dir={dir} shareId={shareId}>
      <ShareError message={message} />
    </ShareFrame>
  );
}
