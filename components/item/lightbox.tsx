"use client";
import Image from "next/image";
import { useId } from "react";
import { Dialog } from "@/components/ui/dialog";

interface LightboxProps {
  images: string[];
  name: string;
  /** the image shown; null when closed */
  index: number | null;
  onIndexChange: (index: number) => void;
  /** called with the image that was showing, so the carousel can follow */
  onClose: (lastIndex: number) => void;
}

const control =
  "grid h-12 w-12 place-items-center rounded-full bg-white/10 text-2xl text-white transition hover:bg-white/20 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white disabled:opacity-30";

/** Full-screen image viewer: arrow keys (and buttons) step through, Escape closes. */
export function Lightbox({ images, name, index, onIndexChange, onClose }: LightboxProps) {
  const titleId = useId();
  const current = index ?? 0;
  const count = images.length;
  const step = (delta: number) => onIndexChange(Math.max(0, Math.min(count - 1, current + delta)));
  const src = images[current];

  return (
    <Dialog open={index !== null} onClose={() => onClose(current)} labelledBy={titleId} className="h-dvh max-h-none w-screen max-w-none bg-stone-950">
      <div
        className="flex h-full flex-col text-white"
        onKeyDown={(e) => {
          if (e.key === "ArrowLeft") step(-1);
          else if (e.key === "ArrowRight") step(1);
        }}
      >
        <div className="flex items-center justify-between gap-4 px-4 py-3">
          <h2 id={titleId} className="truncate text-sm">
            {name} <span className="tabular-nums text-white/70">({current + 1} / {count})</span>
          </h2>
          <button type="button" className={control} aria-label="Close" onClick={() => onClose(current)}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <div className="relative min-h-0 flex-1">
          {src && <Image key={src} src={src} alt={`${name}, image ${current + 1}`} fill sizes="100vw" className="object-contain" />}
        </div>
        <div className="flex items-center justify-center gap-6 py-4">
          <button type="button" className={control} aria-label="Previous image" disabled={current === 0} onClick={() => step(-1)}>
            <span aria-hidden="true">‹</span>
          </button>
          <button type="button" className={control} aria-label="Next image" disabled={current >= count - 1} onClick={() => step(1)}>
            <span aria-hidden="true">›</span>
          </button>
        </div>
      </div>
    </Dialog>
  );
}
