import Link from "next/link";
import { JsonLd } from "@/components/seo/json-ld";
import { textButton } from "@/components/ui/button-styles";
import { PageContainer } from "@/components/ui/page-container";
import type { PlanInfo } from "@/lib/api/schemas/plan";
import { plansOf, type MarketingPage } from "@/lib/plans/marketing";
import { planCatalogJsonLd } from "@/lib/seo/json-ld";
import { PlanCard } from "./plan-card";

interface PlanMarketingProps {
  page: MarketingPage;
  /** every plan the API lists; the page picks its own */
  plans: readonly PlanInfo[];
  pageUrl: string;
}

/** A plan marketing page (PLAN-02/03): the pitch, one card per plan, the note, the way to the other plans. */
export function PlanMarketing({ page, plans, pageUrl }: PlanMarketingProps) {
  const shown = plansOf(page, plans);
  return (
    <PageContainer width="wide" className="pb-20 pt-10 desktop:pt-16">
      <JsonLd data={planCatalogJsonLd(page.title, pageUrl, shown)} />
      <div className="mx-auto max-w-2xl text-center">
        <h1 className="font-serif text-4xl text-stone-950 desktop:text-5xl">{page.title}</h1>
        <p className="mt-4 text-[15px] leading-relaxed text-stone-700">{page.description}</p>
        <ul className="mt-6 flex flex-wrap justify-center gap-x-6 gap-y-2 text-sm font-medium text-stone-900">
          {page.facts(shown).map((fact) => (
            <li key={fact}>{fact}</li>
          ))}
        </ul>
      </div>
      <div className="mx-auto mt-12 grid max-w-4xl gap-8 desktop:grid-cols-2">
        {shown.map((plan) => (
          <PlanCard key={plan.plan_id} plan={plan} popular={plan.plan_id === page.popular} />
        ))}
      </div>
      {page.note ? <p className="mt-6 text-center text-sm text-stone-700">{page.note}</p> : null}
      <p className="mt-10 text-center text-sm text-stone-700">
        {page.other.intro}{" "}
        <Link href={page.other.href} className={textButton}>
          {page.other.label}
        </Link>
      </p>
    </PageContainer>
  );
}
