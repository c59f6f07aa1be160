"use client";
import { useSyncExternalStore } from "react";
import { pickerPageSize } from "@/lib/stylist/store-tools";

const subscribe = (onChange: () => void) => {
  window.addEventListener("resize", onChange);
  return () => window.removeEventListener("resize", onChange);
};

/** TOOLS-03: the picker's page size for the window's width now (the narrowest step's on the server). */
export function usePickerPageSize(): number {
  return useSyncExternalStore(
    subscribe,
    () => pickerPageSize(window.innerWidth),
    () => pickerPageSize(0),
  );
}
