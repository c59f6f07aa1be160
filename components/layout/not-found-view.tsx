import { MAIN_SITE_LABEL, NOT_FOUND_TEXT, mainSiteUrl } from "@/lib/layout/site";

/**
 * The not-found page (MISC-07): the faux-pas text, the error message when there is one (for
 * example 'Stylist Store Not Found') and a button to the main site.
 */
export function NotFoundView({ message }: { message?: string }) {
  return (
    <div className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-6 py-16 text-center">
      <p className="text-xs font-semibold uppercase tracking-[0.24em] text-stone-600">404</p>
      {message ? (
        <>
          <h1 className="mt-4 font-serif text-3xl leading-tight text-stone-950 desktop:text-4xl">{message}</h1>
          <p className="mt-4 text-base leading-relaxed text-stone-600">{NOT_FOUND_TEXT}</p>
        </>
      ) : (
        <h1 className="mt-4 font-serif text-2xl leading-snug text-stone-950 desktop:text-3xl">{NOT_FOUND_TEXT}</h1>
      )}
      {/* A plain anchor: the main site may be another host. */}
      <a
        href={mainSiteUrl()}
        className="mt-10 inline-flex h-12 items-center justify-center bg-stone-950 px-8 text-xs font-semibold uppercase tracking-[0.2em] text-white transition hover:bg-stone-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-stone-950"
      >
        {MAIN_SITE_LABEL}
      </a>
    </div>
  );
}
