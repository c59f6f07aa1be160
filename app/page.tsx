import { redirect } from "next/navigation";
import { storePath } from "@/lib/routes";

/** Until the store-search home exists (SEARCH), `/` opens the default store (docs/decisions.md). */
export default function Home(): never {
  redirect(storePath(process.env.DEFAULT_STORE || "demo"));
}
