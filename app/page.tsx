import { redirect } from "next/navigation";
import { connection } from "next/server";
import { storePath } from "@/lib/routes";
import { serverConfig } from "@/lib/config/server";

/** Until the store-search home exists (SEARCH), `/` opens the default store (docs/decisions.md). */
export default async function Home(): Promise<never> {
  // Read DEFAULT_STORE per request, not once at build time.
  await connection();
  redirect(storePath(serverConfig().defaultStore));
}
