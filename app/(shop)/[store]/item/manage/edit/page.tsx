import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { editItemsPath, pickItemsPath } from "@/lib/routes";
import { storeToolOwner } from "@/lib/store-tools/guard";

export const metadata: Metadata = { title: "Edit Store Items", robots: { index: false } };

/** store-item-manage-edit (TOOLS-02, G-28): the menu's Edit Store Items, a redirect to the item picker. */
export default async function EditItemsPage({ params }: PageProps<"/[store]/item/manage/edit">) {
  const { store } = await params;
  await storeToolOwner(store, editItemsPath);
  redirect(pickItemsPath(store));
}
