import { AppBadges } from "@/components/layout/app-badges";
import { appStoreLinks } from "@/lib/layout/footer";
import { SHARE_BOX_MESSAGES } from "@/lib/stylist/share-box";

/** SHARE-12: the server's message (else the spec's default) and the app download links. */
export function ShareError({ message }: { message: string | null }) {
  return (
    <div className="space-y-8 text-center">
      <h1 className="font-serif text-3xl text-stone-950">Get Styled Box</h1>
      <p role="alert" className="text-[15px] text-stone-800" data-testid="share-error">
        {message || SHARE_BOX_MESSAGES.errorDefault}
      </p>
      <AppBadges links={appStoreLinks()} />
    </div>
  );
}
