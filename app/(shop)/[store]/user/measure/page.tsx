import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { MeasurementSteps } from "@/components/surveys/measurement-steps";
import { PageContainer } from "@/components/ui/page-container";
import { signInToReach } from "@/lib/auth/contexts";
import { currentUser } from "@/lib/auth/current-user";
import { measurementsPath } from "@/lib/routes";

export const metadata: Metadata = { title: "My Measurements", robots: { index: false } };

/**
 * store-user-measure (ACCT-20…24): the three surveys. `store` is a store slug or `myorders` (the
 * my-orders menu links here too). Guests go to sign-in, which comes back here.
 */
export default async function MeasurementsPage({ params }: PageProps<"/[store]/user/measure">) {
  const { store } = await params;
  if (!(await currentUser())) redirect(signInToReach(store, measurementsPath(store)));

  return (
    <PageContainer as="section" width="account" className="py-10">
      <h1 className="mb-8 font-serif text-3xl text-stone-950">My Measurements</h1>
      <MeasurementSteps />
    </PageContainer>
  );
}
