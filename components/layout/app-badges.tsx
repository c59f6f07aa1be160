import type { AppStoreLinks } from "@/lib/layout/footer";

const badge =
  "inline-flex h-12 min-w-[150px] items-center gap-2.5 rounded-lg bg-stone-950 px-4 text-left text-white transition hover:bg-stone-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-stone-950";

/** App Store and Google Play download links (NAV-09). */
export function AppBadges({ links }: { links: AppStoreLinks }) {
  return (
    <ul className="flex flex-wrap justify-center gap-3">
      <li>
        <a href={links.appStore} target="_blank" rel="noopener noreferrer" className={badge}>
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6 shrink-0" fill="currentColor">
            <path d="M16.4 12.6c0-2.4 2-3.6 2.1-3.7-1.1-1.7-2.9-1.9-3.5-1.9-1.5-.2-2.9.9-3.7.9-.8 0-1.9-.9-3.2-.8-1.6 0-3.2 1-4 2.4-1.7 3-.4 7.4 1.2 9.8.8 1.2 1.8 2.5 3 2.4 1.2 0 1.7-.8 3.1-.8 1.5 0 1.9.8 3.2.8 1.3 0 2.1-1.2 2.9-2.4.9-1.4 1.3-2.7 1.3-2.8-.1 0-2.5-1-2.4-3.9ZM14 5.5c.7-.8 1.1-1.9 1-3-1 0-2.1.7-2.8 1.5-.6.7-1.2 1.8-1 2.9 1.1.1 2.1-.6 2.8-1.4Z" />
          </svg>
          <span className="flex flex-col leading-tight">
            <span className="text-[10px] text-stone-300">Download on the</span>
            <span className="text-[15px] font-semibold">App Store</span>
          </span>
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      </li>
      <li>
        <a href={links.googlePlay} target="_blank" rel="noopener noreferrer" className={badge}>
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6 shrink-0">
            <path d="M4 2.8v18.4c0 .3.2.6.4.7l10-9.9-10-9.9c-.2.1-.4.4-.4.7Z" fill="#4fc3f7" />
            <path d="m17.7 15.3-3.3-3.3L4.4 21.9c.3.1.6.1.9-.1l12.4-6.5Z" fill="#ef5350" />
            <path d="m17.7 8.7-12.4-6.5c-.3-.2-.6-.2-.9-.1l10 9.9 3.3-3.3Z" fill="#66bb6a" />
            <path d="m21.2 10.6-3.5-1.9-3.3 3.3 3.3 3.3 3.5-1.9c.9-.5.9-2.3 0-2.8Z" fill="#ffca28" />
          </svg>
          <span className="flex flex-col leading-tight">
            <span className="text-[10px] uppercase tracking-wide text-stone-300">Get it on</span>
            <span className="text-[15px] font-semibold">Google Play</span>
          </span>
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      </li>
    </ul>
  );
}
