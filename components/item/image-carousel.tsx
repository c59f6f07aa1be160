"use client";
import Image from "next/image";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { useItemSelection } from "./item-selection";

// The full-screen viewer loads when a picture is first opened, not with the item page.
const Lightbox = lazy(() => import("./lightbox").then((m) => ({ default: m.Lightbox })));

const arrow =
  "absolute top-1/2 grid h-11 w-11 -translate-y-1/2 place-items-center rounded-full bg-white/90 text-stone-900 shadow-md ring-1 ring-stone-200 transition hover:bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-stone-950 disabled:opacity-0";

function scrollBehavior(): ScrollBehavior {
  return window.matchMedia("(prefers-reduced-motion: reduce)").matches ? "auto" : "smooth";
}

/**
 * Item images (files + influencer images): a swipeable scroll-snap strip on phones, 600 px high
 * from the 960 px breakpoint, with prev/next buttons, thumbnails and a full-screen lightbox. When
 * the chosen variant has its own image, the strip moves to it (or shows it first).
 */
export function ImageCarousel({ images, name }: { images: string[]; name: string }) {
  const variantImage = useItemSelection()?.variant?.image ?? null;
  const slides = variantImage && !images.includes(variantImage) ? [variantImage, ...images] : images;
  const track = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);
  const [lightbox, setLightbox] = useState<number | null>(null);
  const count = slides.length;

  const goTo = (i: number, behavior: ScrollBehavior = scrollBehavior()) => {
    const el = track.current;
    if (el) el.scrollTo({ left: Math.max(0, Math.min(count - 1, i)) * el.clientWidth, behavior });
  };

  const variantIndex = variantImage ? slides.indexOf(variantImage) : -1;
  // Choosing a variant with its own image moves the strip to that image.
  useEffect(() => {
    const el = track.current;
    if (el && variantIndex >= 0) el.scrollTo({ left: variantIndex * el.clientWidth, behavior: scrollBehavior() });
  }, [variantImage, variantIndex]);

  if (count === 0) return <div className="aspect-[4/5] w-full bg-stone-100 desktop:aspect-auto desktop:h-[600px]" />;

  return (
    <section aria-roledescription="carousel" aria-label={`${name} images`} className="min-w-0">
      <div className="relative -mx-4 desktop:mx-0">
        <div
          ref={track}
          onScroll={(e) => setIndex(Math.round(e.currentTarget.scrollLeft / Math.max(1, e.currentTarget.clientWidth)))}
          className="flex aspect-[4/5] w-full snap-x snap-mandatory overflow-x-auto overscroll-x-contain bg-[#f4f1ec] [scrollbar-width:none] desktop:aspect-auto desktop:h-[600px] [&::-webkit-scrollbar]:hidden"
        >
          {slides.map((src, i) => {
            const alt = i === 0 ? name : `${name}, image ${i + 1}`;
            return (
              <div key={src} role="group" aria-roledescription="slide" aria-label={`${i + 1} of ${count}`} className="relative h-full w-full shrink-0 snap-center">
                <button
                  type="button"
                  aria-label={`${alt}, view full screen`}
                  onClick={() => setLightbox(i)}
                  className="relative block h-full w-full cursor-zoom-in focus-visible:outline-2 focus-visible:-outline-offset-4 focus-visible:outline-stone-950"
                >
                  <Image
                    src={src}
                    alt={alt}
                    fill
                    sizes="(min-width: 960px) 55vw, 100vw"
                    preload={i === 0}
                    fetchPriority={i === 0 ? "high" : "low"}
                    className="object-contain"
                  />
                </button>
              </div>
            );
          })}
        </div>
        {count > 1 && (
          <>
            <button type="button" aria-label="Previous image" className={`${arrow} left-3`} disabled={index === 0} onClick={() => goTo(index - 1)}>
              <span aria-hidden="true">‹</span>
            </button>
            <button type="button" aria-label="Next image" className={`${arrow} right-3`} disabled={index >= count - 1} onClick={() => goTo(index + 1)}>
              <span aria-hidden="true">›</span>
            </button>
            <p aria-hidden="true" className="absolute bottom-3 right-3 bg-white/85 px-2 py-0.5 text-xs tabular-nums text-stone-700">
              {index + 1} / {count}
            </p>
          </>
        )}
      </div>

      {count > 1 && (
        <ul className="mt-3 flex gap-2 overflow-x-auto pb-1 [scrollbar-width:thin]" aria-label="Choose an image">
          {slides.map((src, i) => (
            <li key={src} className="shrink-0">
              <button
                type="button"
                aria-label={`Show image ${i + 1}`}
                aria-current={i === index ? "true" : undefined}
                onClick={() => goTo(i)}
                className={`relative block h-20 w-16 overflow-hidden bg-stone-100 ring-offset-2 transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-stone-950 ${i === index ? "ring-2 ring-stone-950" : "opacity-70 hover:opacity-100"}`}
              >
                {/* The first thumbnail shares the preloaded slide's URL: eager, so both are one request. */}
                <Image src={src} alt="" fill sizes="64px" loading={i === 0 ? "eager" : undefined} className="object-cover" />
              </button>
            </li>
          ))}
        </ul>
      )}

      {lightbox !== null && (
        <Suspense fallback={null}>
          <Lightbox
            images={slides}
            name={name}
            index={lightbox}
            onIndexChange={setLightbox}
            onClose={(last) => {
              setLightbox(null);
              goTo(last, "auto");
            }}
          />
        </Suspense>
      )}
    </section>
  );
}
