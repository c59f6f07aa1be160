import { redirect } from "next/navigation";
import { storePath } from "@/lib/routes";
import { storeHomeRedirectTarget } from "@/lib/store/home-redirect";

/*
 * Old share links open the store home with `?store=…&item=…` (BROWSE-03); next.config.ts sends them
 * here, so the store home itself reads no query string and stays cached. Resolves the item's page, or
 * falls back to the store home the link was opened on.
 */
export default async function ItemLinkPage({ params, searchParams }: PageProps<"/[store]/item-link">) {
  const [{ store }, query] = await Promise.all([params, searchParams]);
  redirect((await storeHomeRedirectTarget(store, query)) ?? storePath(store));
}
