import Link from "next/link";
import { stylistRootPath } from "@/lib/routes";
import { STORE_TOOLS_TEXT } from "@/lib/stylist/store-tools";
import { secondaryButton } from "@/components/ui/button-styles";

/** TOOLS-01/08: a signed-in visitor without a store of their own, on a store tool: the spec's message and the way to open one. */
export function NoStore({ store, title }: { store: string; title: string }) {
  return (
    <section className="space-y-6">
      <h1 className="font-serif text-3xl text-stone-950">{title}</h1>
      <p className="text-[15px] text-stone-800">{STORE_TOOLS_TEXT.noStore}</p>
      <Link href={stylistRootPath(store)} className={secondaryButton}>
        Open my store
      </Link>
    </section>
  );
}
