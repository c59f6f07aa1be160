import "server-only";
import { notFound } from "next/navigation";
import { cache } from "react";
import { unwrap } from "@/lib/api";
import { getShareCartInfo } from "@/lib/api/calls/checkout";
import { publicApi } from "@/lib/api/server";
import { isShareDir } from "./flow";

/**
 * A share flow page's share (SHARE-01): the share info, one load per request. An unknown `dir`, or a
 * share id the API does not know (404) or refuses (400), is the not-found page.
 */
export const loadShare = cache(async (dir: string, shareId: string) => {
  if (!isShareDir(dir)) notFound();
  const result = await getShareCartInfo(await publicApi(), shareId);
  if (!result.ok && result.error.kind === "http" && (result.error.status === 404 || result.error.status === 400)) notFound();
  return { dir, info: unwrap(result) };
});
