import { Step2Page, step2Metadata } from "@/components/checkout/step2/step2-page";

export const dynamic = "force-dynamic";
export const metadata = step2Metadata;

/** Shared-cart checkout, step 2 (CHK-19): the order carries the share cart's id. */
export default function ShareCartStep2Page({ params }: PageProps<"/[store]/checkout/sharecart/step2">) {
  return <Step2Page params={params} kind="sharecart" />;
}
