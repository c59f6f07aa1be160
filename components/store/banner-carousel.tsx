"use client";
import type { Route } from "next";
import Image from "next/image";
import Link from "next/link";
import { useEffect, useState } from "react";
import type { Banner } from "@/lib/api/schemas/shop";
import { BANNER_AUTOPLAY_MS, nextSlide } from "@/lib/store/carousel";
import { useReducedMotion } from "@/hooks/use-reduced-motion";

const control =
  "inline-flex size-9 items-center justify-center rounded-full bg-white/90 text-stone-950 shadow-sm hover:bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-stone-950";

/**
 * The site banners (BROWSE-07): one slide at a time, advancing every 200000 ms (BR-UI-06). A
 * pause button stops it (WCAG 2.2.2), and so do hover, keyboard focus and a reduced-motion setting.
 */
export function BannerCarousel({ banners }: { banners: Banner[] }) {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [held, setHeld] = useState(false);
  const reducedMotion = useReducedMotion(false);
  const count = banners.length;
  const playing = count > 1 && !paused && !held && !reducedMotion;

  useEffect(() => {
    if (!playing) return;
    const timer = window.setInterval(() => setIndex((i) => nextSlide(i, count, 1)), BANNER_AUTOPLAY_MS);
    return () => window.clearInterval(timer);
  }, [playing, count]);

  if (count === 0) return null;

  return (
    <section
      aria-roledescription="carousel"
      aria-label="Featured"
      className="mx-auto max-w-[1240px] px-4 desktop:px-8"
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setHeld(false);
      }}
    >
      <div className="relative overflow-hidden bg-stone-100">
        <div
          aria-live={playing ? "off" : "polite"}
          className="flex transition-transform duration-700 ease-out motion-reduce:transition-none"
          style={{ transform: `translateX(-${index * 100}%)` }}
        >
          {banners.map((banner, i) => {
            const picture = (
              <Image
                src={banner.url}
                alt={banner.alt}
                width={1600}
                height={600}
                sizes="(min-width: 1240px) 1176px, 100vw"
                className="aspect-[8/3] w-full object-cover desktop:aspect-[16/5]"
              />
            );
            return (
              <div
                key={`${banner.url}-${i}`}
                role="group"
                aria-roledescription="slide"
                aria-label={`${i + 1} of ${count}`}
                inert={i !== index}
                className="w-full shrink-0"
              >
                {/* A link the shop configured (maybe another site): not a route typedRoutes can check. */}
                {banner.link ? (
                  <Link href={banner.link as Route} prefetch={false} className="block focus-visible:outline-2 focus-visible:-outline-offset-4 focus-visible:outline-white" aria-label={banner.alt || `Banner ${i + 1}`}>
                    {picture}
                  </Link>
                ) : (
                  picture
                )}
              </div>
            );
          })}
        </div>
        {count > 1 ? (
          <div className="absolute inset-x-0 bottom-2 flex items-center justify-between px-2 desktop:bottom-4 desktop:px-4">
            <button type="button" className={control} onClick={() => setPaused((p) => !p)} aria-pressed={paused}>
              <span className="sr-only">Pause banners</span>
              {paused ? (
                <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill="currentColor">
                  <path d="M8 5.5v13l10.5-6.5L8 5.5Z" />
                </svg>
              ) : (
                <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill="currentColor">
                  <path d="M7 5h3.5v14H7zM13.5 5H17v14h-3.5z" />
                </svg>
              )}
            </button>
            <div className="flex items-center gap-1">
              <button type="button" className={control} onClick={() => setIndex((i) => nextSlide(i, count, -1))}>
                <span className="sr-only">Previous banner</span>
                <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
                  <path d="M15 6l-6 6 6 6" />
                </svg>
              </button>
              <p className="min-w-12 rounded-full bg-white/90 px-2 py-1 text-center text-xs font-medium tabular-nums text-stone-950" aria-hidden="true">
                {index + 1} / {count}
              </p>
              <button type="button" className={control} onClick={() => setIndex((i) => nextSlide(i, count, 1))}>
                <span className="sr-only">Next banner</span>
                <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
                  <path d="M9 6l6 6-6 6" />
                </svg>
              </button>
            </div>
          </div>
        ) : null}
      </div>
    </section>
  );
}
