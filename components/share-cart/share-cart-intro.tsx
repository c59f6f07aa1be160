import Image from "next/image";
import type { ShareCartInfo } from "@/lib/api/schemas/checkout";

interface ShareCartIntroProps {
  info: Pick<ShareCartInfo, "sharer_user_name" | "message" | "cover">;
  storeName: string;
}

/** The top of a share link's page (CART-09): the sharer, their message and the cover they chose. */
export function ShareCartIntro({ info, storeName }: ShareCartIntroProps) {
  return (
    <header className="flex flex-col gap-6 border-b border-stone-200 pb-8 sm:flex-row sm:items-start">
      {info.cover && (
        <Image
          src={info.cover}
          alt=""
          width={160}
          height={200}
          preload
          fetchPriority="high"
          className="h-[200px] w-40 shrink-0 bg-stone-100 object-cover"
        />
      )}
      <div className="min-w-0 space-y-3">
        <p className="text-xs font-semibold uppercase tracking-[0.2em] text-stone-600">{storeName}</p>
        <h1 className="font-serif text-3xl leading-tight text-stone-950 desktop:text-4xl">A cart picked for you</h1>
        <p className="text-sm text-stone-700">
          shared by <span className="font-semibold text-stone-950">{info.sharer_user_name}</span>
        </p>
        {info.message.trim() !== "" && (
          <blockquote className="max-w-prose whitespace-pre-line border-l-2 border-stone-900 pl-4 text-base leading-relaxed text-stone-800">
            {info.message}
          </blockquote>
        )}
      </div>
    </header>
  );
}
