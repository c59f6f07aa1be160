"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Controller } from "react-hook-form";
import { useShopForm } from "@/lib/forms/use-shop-form";
import type { ItemSummary } from "@/lib/api/schemas/item";
import { editorItemsQuery } from "@/lib/queries/store-tools";
import { deleteItemsSchema, type DeleteItemsValues } from "@/lib/store-tools/delete-form";
import { useDeleteStoreItems } from "@/hooks/use-store-tools";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { ItemTileBody, toolGridClass } from "./item-tile";

interface DeleteItemsProps {
  storeId: string;
  /** API-38: the store's items in its order */
  items: ItemSummary[];
}

/**
 * The delete page (TOOLS-07): tick the store's items to remove, then remove them (one DELETE per item,
 * API-41). Nothing ticked answers 'Select items to remove first' (BR-VAL-39).
 */
export function DeleteItems({ storeId, items }: DeleteItemsProps) {
  const stored = useQuery({ ...editorItemsQuery(storeId), initialData: items });
  const remove = useDeleteStoreItems(storeId);
  const [removed, setRemoved] = useState<number | null>(null);
  const form = useShopForm<DeleteItemsValues>({ resolver: zodResolver(deleteItemsSchema), defaultValues: { items: [] } });
  const error = form.formState.errors.items?.message;

  const submit = form.handleSubmit((values) => {
    setRemoved(null);
    remove.mutate(values.items, {
      onSuccess: () => {
        setRemoved(values.items.length);
        form.reset({ items: [] });
      },
    });
  });

  return (
    <form noValidate onSubmit={submit} aria-labelledby="delete-heading" className="space-y-6">
      <h1 id="delete-heading" className="font-serif text-3xl text-stone-950">
        Remove items from your store
      </h1>
      {stored.data.length === 0 ? (
        <p className="text-sm text-stone-600">Your store has no items.</p>
      ) : (
        <Controller
          control={form.control}
          name="items"
          render={({ field }) => (
            <fieldset aria-describedby={error ? "delete-items-error" : undefined}>
              <legend className="mb-4 text-sm text-stone-700">Tick the items to remove.</legend>
              <ul className={toolGridClass}>
                {stored.data.map((item) => {
                  const ticked = field.value.includes(item._id);
                  return (
                    <li key={item._id}>
                      <label
                        className={`relative block cursor-pointer border p-2 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-stone-950 ${ticked ? "border-rose-800 ring-2 ring-rose-800" : "border-stone-300"}`}
                      >
                        <input
                          type="checkbox"
                          className="absolute left-3 top-3 z-10 size-5 accent-rose-800"
                          checked={ticked}
                          onChange={() => field.onChange(ticked ? field.value.filter((id) => id !== item._id) : [...field.value, item._id])}
                        />
                        <ItemTileBody item={item} />
                      </label>
                    </li>
                  );
                })}
              </ul>
            </fieldset>
          )}
        />
      )}
      {error ? (
        <div id="delete-items-error">
          <Alert>{error}</Alert>
        </div>
      ) : null}
      {remove.isError ? <Alert>{remove.error.message}</Alert> : null}
      {removed !== null ? <Alert tone="info">{removed === 1 ? "1 item removed from your store." : `${removed} items removed from your store.`}</Alert> : null}
      {stored.data.length > 0 ? (
        <Button type="submit" className="desktop:w-auto" pending={remove.isPending}>
          Remove selected items
        </Button>
      ) : null}
    </form>
  );
}
