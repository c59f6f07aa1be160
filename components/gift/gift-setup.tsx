import type { SubscriptionInfo } from "@/lib/api/schemas/subscription";
import type { GiftType } from "@/lib/gift/pricing";
import { PageContainer } from "@/components/ui/page-container";
import { GiftSetupForm } from "./gift-setup-form";

/** A set-up page (GIFT-04…09): its title, then the form. */
export function GiftSetup({ store, info, type, title }: { store: string; info: SubscriptionInfo; type: GiftType; title: string }) {
  const typeInfo = info.type.find((t) => t.id === type)!;
  return (
    <PageContainer width="account" className="py-10">
      <p className="text-xs font-semibold uppercase tracking-[0.3em] text-stone-600">{info.name}</p>
      <h1 className="mt-2 font-serif text-3xl text-stone-950">{title}</h1>
      <p className="mt-2 text-sm text-rose-800">{typeInfo.sub_title}</p>
      <GiftSetupForm store={store} code={info.code} type={type} packages={typeInfo.items} styles={info.styles} now={info.current_datetime} bufferDays={info.buffer_days} types={info.type} />
    </PageContainer>
  );
}
