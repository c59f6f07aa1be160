import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { connection } from "next/server";
import { BoxUpdate } from "@/components/gift/box-update";
import { PageContainer } from "@/components/ui/page-container";
import { BOX_UPDATE, BOX_UPDATE_TEXT } from "@/lib/gift/box-update";

export const metadata: Metadata = { title: BOX_UPDATE_TEXT.title, robots: { index: false } };

/** The path's token as typed (a malformed escape is taken as it stands), at most the token's length. */
function readToken(segment: string): string {
  let token = segment;
  try {
    token = decodeURIComponent(segment);
  } catch {
    // kept as it stands: the check will say it opens nothing
  }
  return token.slice(0, BOX_UPDATE.tokenMax);
}

/**
 * The subscription box item update (GIFT-17) at G-38's suggested path, no sign-in: the gift box mail's
 * link carries the order token, which the form takes prefilled.
 */
export default async function BoxUpdatePage({ params }: PageProps<"/subscription/update/[[...token]]">) {
  // per request: the nonce CSP of a private page, which takes a secret (lib/security/pages.ts)
  await connection();
  const { token: segments = [] } = await params;
  if (segments.length > 1) notFound();
  const token = readToken(segments[0] ?? "");
  return (
    <PageContainer width="form" className="pb-20 pt-12">
      <h1 className="mb-8 text-center font-serif text-3xl text-stone-950">{BOX_UPDATE_TEXT.title}</h1>
      <BoxUpdate initialToken={token} />
    </PageContainer>
  );
}
