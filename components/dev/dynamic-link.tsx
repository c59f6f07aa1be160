"use client";
import { useId, useState } from "react";
import { inputClass } from "@/components/ui/field";
import { storePath } from "@/lib/routes";

/**
 * MISC-08: builds a store link that carries the stylist's invite code (`?code=`), as the app's dynamic links
 * did. The spec's short-link service is external and not configured here: the long link is the result.
 */
export function DynamicLink() {
  const [store, setStore] = useState("demo");
  const id = useId();
  const slug = store.trim().toLowerCase();
  const link = slug ? `${typeof window === "undefined" ? "" : window.location.origin}${storePath(slug)}?code=${encodeURIComponent(slug)}` : "";
  return (
    <div className="space-y-4">
      <div>
        <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-stone-900">
          Store (user name)
        </label>
        <input id={id} value={store} maxLength={30} onChange={(event) => setStore(event.target.value)} className={inputClass(false)} />
      </div>
      <p className="text-sm text-stone-700">No short-link service is configured: the long link below works as it is.</p>
      <output htmlFor={id} aria-label="Link" className="block break-all border border-stone-200 bg-stone-50 px-3 py-2 font-mono text-sm">
        {link}
      </output>
    </div>
  );
}
