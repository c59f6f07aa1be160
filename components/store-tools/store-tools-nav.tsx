import type { Route } from "next";
import Link from "next/link";
import { arrangeItemsPath, deleteItemsPath, embedStorePath, pickItemsPath } from "@/lib/routes";

export type StoreTool = "pick" | "arrange" | "delete" | "embed";

/** The store tools, one link each, the current one marked; Embed once the poster store it frames is served. */
export function StoreToolsNav({ slug, current }: { slug: string; current: StoreTool }) {
  const tools: { tool: StoreTool; label: string; href: Route }[] = [
    { tool: "pick", label: "Pick items", href: pickItemsPath(slug) },
    { tool: "arrange", label: "Arrange", href: arrangeItemsPath(slug) },
    { tool: "delete", label: "Remove items", href: deleteItemsPath(slug) },
    { tool: "embed" as const, label: "Embed code", href: embedStorePath(slug) },
  ];
  return (
    <nav aria-label="Store tools" className="mb-8 border-b border-stone-200">
      <ul className="-mb-px flex gap-6 overflow-x-auto text-sm">
        {tools.map(({ tool, label, href }) => (
          <li key={tool}>
            <Link
              href={href}
              aria-current={tool === current ? "page" : undefined}
              className={`inline-block border-b-2 py-3 focus-visible:outline-2 focus-visible:outline-stone-950 ${tool === current ? "border-stone-950 font-semibold text-stone-950" : "border-transparent text-stone-600 hover:text-stone-950"}`}
            >
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
