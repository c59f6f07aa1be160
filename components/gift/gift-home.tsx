import Image from "next/image";
import Link from "next/link";
import { Suspense } from "react";
import type { SubscriptionInfo } from "@/lib/api/schemas/subscription";
import { GIFT_TYPE_PAGE, otOriginalPrice, startingPrice } from "@/lib/gift/pricing";
import { formatMoney } from "@/lib/money";
import { giftSetupPath } from "@/lib/routes";
import { PageContainer } from "@/components/ui/page-container";
import { ContinueDraft } from "./continue-draft";
import { InAppTitle } from "./in-app-title";

/** BR-GIFT-01/02: each type's promise, as the spec words it (rcb's monthly box: its price and terms, GIFT-03). */
const PROMISE: Record<string, Record<string, string>> = {
  gfb: { SO: "Save 20% off = 1 box free", M: "15% off", OT: "One box, priced per box" },
  rcb: { M: "$24.99 a month · Free shipping · Cancel anytime" },
};

/**
 * The gift-box home of a sub-brand (GIFT-01…03): a card per type with its starting price (BR-GIFT-03);
 * SO shows five OT boxes' price struck through beside its own (C-28). The same for every visitor.
 */
export function GiftHome({ store, info }: { store: string; info: SubscriptionInfo }) {
  const ot = info.type.find((t) => t.id === "OT");
  return (
    <>
      <Suspense fallback={null}>
        <InAppTitle />
      </Suspense>
      <PageContainer width="wide" className="space-y-8 py-10">
        <header className="text-center">
          <p className="text-xs font-semibold uppercase tracking-[0.3em] text-stone-600">{info.code === "rcb" ? "Jewelry subscription" : "Gift box"}</p>
          <h1 className="mt-2 font-serif text-3xl text-stone-950 desktop:text-4xl">{info.name}</h1>
          <p className="mt-2 text-sm text-stone-600">Boxes ship {info.buffer_days} days before each date, with free shipping.</p>
        </header>
        <ContinueDraft store={store} code={info.code} />
        <ul className="grid gap-6 desktop:grid-cols-3">
          {info.type.map((type, index) => {
            const from = startingPrice(type);
            const original = type.id === "SO" ? otOriginalPrice(ot) : null;
            return (
              <li key={type.id} className="flex flex-col border border-stone-200 bg-white">
                {/* the first card's picture is the page's largest paint on a phone: fetched first, not lazily */}
                <Image
                  src={type.cover}
                  alt=""
                  width={1600}
                  height={600}
                  sizes="(min-width: 1240px) 380px, 100vw"
                  preload={index === 0}
                  fetchPriority={index === 0 ? "high" : "auto"}
                  className="aspect-[8/3] w-full object-cover"
                />
                <div className="flex flex-1 flex-col gap-2 p-5">
                  <h2 className="font-serif text-xl text-stone-950">{type.title}</h2>
                  <p className="text-sm font-medium text-rose-800">{PROMISE[info.code]?.[type.id] ?? type.sub_title}</p>
                  {from !== null && (
                    <p className="text-sm text-stone-700">
                      From <span className="font-semibold text-stone-950">{formatMoney(from)}</span>
                      {type.id === "M" ? " a month" : type.id === "OT" ? " a box" : " for 5 boxes"}
                      {original !== null && original > (from ?? 0) ? (
                        <>
                          {" "}
                          <s className="text-stone-600" aria-label={`was ${formatMoney(original)}`}>
                            {formatMoney(original)}
                          </s>
                        </>
                      ) : null}
                    </p>
                  )}
                  <Link href={giftSetupPath(store, info.code, GIFT_TYPE_PAGE[type.id])} className="mt-auto inline-flex h-11 items-center justify-center bg-stone-950 px-5 text-sm font-medium text-white hover:bg-stone-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-stone-950">
                    Choose {type.title.toLowerCase()}
                  </Link>
                </div>
              </li>
            );
          })}
        </ul>
      </PageContainer>
    </>
  );
}
