import { Step1Page, step1Metadata } from "@/components/checkout/step1/step1-page";

export const dynamic = "force-dynamic";
export const metadata = step1Metadata;

/** Shared-cart checkout, step 1 (CHK-19): the cart a share link stored in this browser. */
export default function ShareCartStep1Page({ params }: PageProps<"/[store]/checkout/sharecart/step1">) {
  return <Step1Page params={params} kind="sharecart" />;
}
