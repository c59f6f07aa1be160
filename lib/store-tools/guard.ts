import "server-only";
import type { Route } from "next";
import { redirect } from "next/navigation";
import { signInToReach } from "@/lib/auth/contexts";
import { currentUser } from "@/lib/auth/current-user";
import { storeToolAccess } from "./access";

/**
 * A store tool's page guard (TOOLS-01): a guest goes to sign-in and comes back; the owner of another
 * store goes to the same tool on their own; the page renders for the owner, or with the no-store
 * message for anyone else signed in. `toolPath` builds the tool's path for a store.
 */
export async function storeToolOwner(store: string, toolPath: (store: string) => Route): Promise<{ storeId: string; slug: string; name: string } | null> {
  const access = storeToolAccess(await currentUser(), store);
  if (access.kind === "signIn") redirect(signInToReach(store, toolPath(store)));
  if (access.kind === "ownStore") redirect(toolPath(access.slug));
  return access.kind === "owner" ? { storeId: access.storeId, slug: access.slug, name: access.name } : null;
}
