"use client";
import { useSyncExternalStore } from "react";

/** One shared one-second clock for every countdown on the page. */
const listeners = new Set<() => void>();
let now = 0;
let timer: ReturnType<typeof setInterval> | undefined;

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (!timer) {
    now = Date.now();
    timer = setInterval(() => {
      now = Date.now();
      listeners.forEach((l) => l());
    }, 1000);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

const noSubscription = () => () => {};

/**
 * The current time in ms, updated every second while `active`. The server render and hydration use
 * `renderedAt` (the time the server rendered), so both print the same countdown; the live clock
 * takes over right after hydration.
 */
export function useNow(renderedAt: number, active = true): number {
  return useSyncExternalStore(active ? subscribe : noSubscription, () => (active && timer ? now : renderedAt), () => renderedAt);
}
