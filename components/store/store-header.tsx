import Image from "next/image";
import type { Store } from "@/lib/api/schemas/shop";

/** BROWSE-04: the store banner, the stylist's avatar, the store name and its description. */
export function StoreHeader({ store }: { store: Store }) {
  return (
    <header className="mx-auto max-w-[1240px] desktop:px-8 desktop:pt-6">
      <div className="relative aspect-[16/7] overflow-hidden bg-stone-100 desktop:aspect-[16/5]">
        {store.banner ? (
          // The page's largest paint on every width: fetch it first.
          <Image src={store.banner} alt="" fill loading="eager" fetchPriority="high" sizes="(min-width: 1240px) 1176px, 100vw" className="object-cover" />
        ) : null}
      </div>
      <div className="relative flex flex-col items-center px-6 text-center">
        <div className="-mt-11 size-[88px] overflow-hidden rounded-full bg-stone-200 ring-4 ring-white desktop:-mt-14 desktop:size-28">
          {store.owner.cover ? <Image src={store.owner.cover} alt="" width={112} height={112} className="size-full object-cover" /> : null}
        </div>
        <p className="mt-3 text-[11px] font-medium uppercase tracking-[0.24em] text-stone-600">Styled by @{store.owner.user_name}</p>
        <h1 className="mt-2 font-serif text-[32px] leading-tight text-stone-950 desktop:text-5xl">{store.name}</h1>
        {store.description ? <p className="mt-3 max-w-xl text-[15px] leading-relaxed text-stone-600">{store.description}</p> : null}
      </div>
    </header>
  );
}
