import { Step2Page, step2Metadata } from "@/components/checkout/step2/step2-page";

export const dynamic = "force-dynamic";
export const metadata = step2Metadata;

/** Regular checkout, step 2 (CHK-12…17). */
export default function CheckoutStep2Page({ params }: PageProps<"/[store]/checkout/step2">) {
  return <Step2Page params={params} kind="regular" />;
}
