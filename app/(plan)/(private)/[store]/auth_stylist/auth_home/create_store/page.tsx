import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { CreateStoreWizard } from "@/components/stylist/create-store-wizard";
import { PageContainer } from "@/components/ui/page-container";
import { getStoreRecommendations } from "@/lib/api/calls/store-opening";
import { unwrap } from "@/lib/api/errors";
import { publicApi } from "@/lib/api/server";
import { currentUser } from "@/lib/auth/current-user";
import { stylistGuidePath } from "@/lib/routes";
import { onboardingRedirect } from "@/lib/stylist/step-guard";

export const metadata: Metadata = { title: "Create your store", robots: { index: false } };

/**
 * auth_home, step create_store (ONB-06, C-23's create_store_land): a signed-in user without an open
 * store; the recommendations' first page (API-43) to pick from; the guide follows.
 */
export default async function StylistCreateStorePage({ params }: PageProps<"/[store]/auth_stylist/auth_home/create_store">) {
  const { store } = await params;
  const to = onboardingRedirect("create_store", await currentUser(), store);
  if (to) redirect(to);
  const recommendations = unwrap(await getStoreRecommendations(await publicApi()));

  return (
    <PageContainer width="wide" className="py-10">
      <h1 className="mb-8 font-serif text-3xl text-stone-950">Open your store</h1>
      <CreateStoreWizard recommendations={recommendations.datas} next={stylistGuidePath(store)} />
    </PageContainer>
  );
}
