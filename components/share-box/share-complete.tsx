import { AppBadges } from "@/components/layout/app-badges";
import { PageContainer } from "@/components/ui/page-container";
import { appStoreLinks } from "@/lib/layout/footer";
import { SHARE_BOX_MESSAGES } from "@/lib/stylist/share-box";

/** SHARE-11: the completion page's words (the spec's, verbatim) and the app download links. */
export function ShareComplete() {
  return (
    <PageContainer as="main" id="main" width="account" className="space-y-8 py-16 text-center">
      <h1 className="font-serif text-3xl text-stone-950">Thank you</h1>
      <p className="text-[15px] leading-relaxed text-stone-800">{SHARE_BOX_MESSAGES.complete}</p>
      <AppBadges links={appStoreLinks()} />
    </PageContainer>
  );
}
