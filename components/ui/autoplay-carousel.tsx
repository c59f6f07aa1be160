"use client";
import Image from "next/image";
import { useEffect, useId, useRef, useState } from "react";
import { CAROUSEL_AUTOPLAY_MS, CAROUSEL_MAX_IMAGES, isAutoplaying, stepSlide, visibleSlides } from "@/lib/ui/carousel";
import { useReducedMotion } from "@/hooks/use-reduced-motion";

export interface CarouselImage {
  src: string;
  alt: string;
}

const control =
  "grid h-11 min-w-11 place-items-center border border-stone-300 bg-white px-3 text-sm text-stone-900 hover:border-stone-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-stone-950";

/**
 * The 12-image carousel (BROWSE-24): one step every 2 s, 2 to 8 images in view by its width. It stands still
 * with prefers-reduced-motion, while hovered or focused, and after Pause (WCAG 2.2.2); the slides are
 * announced only when it is not moving by itself (APG carousel pattern).
 */
export function AutoplayCarousel({ images, label }: { images: CarouselImage[]; label: string }) {
  const slides = images.slice(0, CAROUSEL_MAX_IMAGES);
  const trackId = useId();
  const frame = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(4);
  const [first, setFirst] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [paused, setPaused] = useState(false);
  const reducedMotion = useReducedMotion(true);
  const playing = isAutoplaying({ reducedMotion, hovered, focused, paused, count: slides.length, visible });

  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setVisible(visibleSlides(entry.contentRect.width));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    if (!playing) return;
    const timer = setInterval(() => setFirst((at) => stepSlide(at, slides.length, visible)), CAROUSEL_AUTOPLAY_MS);
    return () => clearInterval(timer);
  }, [playing, slides.length, visible]);

  if (slides.length === 0) return null;
  const still = paused || reducedMotion;
  const start = Math.min(first, Math.max(0, slides.length - visible));
  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      className="space-y-3"
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div className="flex items-center gap-2">
        <button
          type="button"
          className={control}
          aria-controls={trackId}
          aria-label={`${still ? "Play" : "Pause"} the slides`}
          onClick={() => setPaused((p) => !p)}
          disabled={reducedMotion || slides.length <= visible}
        >
          {still ? "Play" : "Pause"}
        </button>
        <button type="button" className={control} aria-controls={trackId} aria-label="Previous slides" onClick={() => setFirst(stepSlide(start, slides.length, visible, -1))}>
          <span aria-hidden="true">‹</span>
        </button>
        <button type="button" className={control} aria-controls={trackId} aria-label="Next slides" onClick={() => setFirst(stepSlide(start, slides.length, visible, 1))}>
          <span aria-hidden="true">›</span>
        </button>
      </div>
      <div ref={frame} className="overflow-hidden">
        <div
          id={trackId}
          aria-live={playing ? "off" : "polite"}
          data-visible={visible}
          data-first={start}
          className="flex transition-transform duration-500 ease-out motion-reduce:transition-none"
          style={{ transform: `translateX(-${(start * 100) / visible}%)` }}
        >
          {slides.map((image, index) => {
            const inView = index >= start && index < start + visible;
            return (
              <div
                key={`${image.src}-${index}`}
                role="group"
                aria-roledescription="slide"
                aria-label={`${index + 1} of ${slides.length}`}
                aria-hidden={!inView}
                className="shrink-0 px-1"
                style={{ width: `${100 / visible}%` }}
              >
                <div className="relative aspect-[4/5] bg-stone-100">
                  <Image src={image.src} alt={image.alt} fill sizes="(min-width: 960px) 15vw, 50vw" className="object-cover" />
                </div>
              </div>
            );
          })}
        </div>
      </div>
    </section>
  );
}
