import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { PlanMarketing } from "@/components/plan/plan-marketing";
import { cachedPlans } from "@/lib/cache/catalog-reads";
import { publicOrigin } from "@/lib/config/deployment";
import { isMarketingPage, MARKETING_PAGES } from "@/lib/plans/marketing";

type PlanMarketingPageProps = PageProps<"/plan/[plan_page]">;

/*
 * plan-plan_stylist and plan-plan_style (PLAN-02/03): the same HTML for every visitor, cached (ISR)
 * like the store home. A dynamic segment so that nothing is rendered at build time (`next build` never
 * reads the database): each page renders on its first request, then at most every 60 s. The other
 * `/plan/…` pages are static routes, which Next matches first; any other name is a 404.
 */
export const revalidate = 60;
export const generateStaticParams = async (): Promise<Awaited<PlanMarketingPageProps["params"]>[]> => [];

export async function generateMetadata({ params }: PlanMarketingPageProps): Promise<Metadata> {
  const { plan_page } = await params;
  if (!isMarketingPage(plan_page)) return {};
  const { title, description, path } = MARKETING_PAGES[plan_page];
  return { title, description, alternates: { canonical: path }, openGraph: { title, description, url: path } };
}

export default async function PlanMarketingPage({ params }: PlanMarketingPageProps) {
  const { plan_page } = await params;
  if (!isMarketingPage(plan_page)) notFound();
  const page = MARKETING_PAGES[plan_page];
  const plans = await cachedPlans();
  // not cached (lib/cache/catalog.ts): the error page now, the next request tries again
  if (!plans.ok) throw new Error(`the plan list could not be loaded: ${plans.error.message}`);
  return <PlanMarketing page={page} plans={plans.data.plans} pageUrl={new URL(page.path, publicOrigin()).toString()} />;
}
