"use client";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";

/** TOOLS-08: the embed code, selectable, with a Copy button. */
export function EmbedCode({ code }: { code: string }) {
  const id = useId();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard.writeText(code);
    setCopied(true);
  };
  return (
    <div className="space-y-3">
      <label htmlFor={id} className="block text-sm font-medium text-stone-900">
        Paste this code into your website&apos;s page:
      </label>
      <textarea id={id} readOnly rows={4} value={code} onFocus={(event) => event.currentTarget.select()} className="w-full border border-stone-300 bg-stone-50 p-3 font-mono text-sm text-stone-900" />
      <div className="flex items-center gap-4">
        <Button variant="secondary" onClick={() => void copy()}>
          Copy code
        </Button>
        <p role="status" className="text-sm text-stone-700">
          {copied ? "Copied." : ""}
        </p>
      </div>
    </div>
  );
}
