import { Step1Page, step1Metadata } from "@/components/checkout/step1/step1-page";

export const dynamic = "force-dynamic";
export const metadata = step1Metadata;

/** Regular checkout, step 1 (CHK-01…11). */
export default function CheckoutStep1Page({ params }: PageProps<"/[store]/checkout/step1">) {
  return <Step1Page params={params} kind="regular" />;
}
