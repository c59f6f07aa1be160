import { Logo } from "./logo";

/** NAV-11: the minimal frame of the misc pages (the store search, email verification, data deletion…): only the wordmark. */
export function LogoBar() {
  return (
    <header className="border-b border-stone-200 bg-white">
      <div className="mx-auto flex h-14 max-w-[1240px] items-center justify-center px-2 desktop:h-16">
        <Logo href="/" storeName={null} />
      </div>
    </header>
  );
}
