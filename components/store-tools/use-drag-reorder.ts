"use client";
import { useRef, useState, type PointerEvent } from "react";

/** TOOLS-06 (stylist.md §9): a press this long on an item's handle picks it up. */
export const LONG_PRESS_MS = 150;
/** A pointer that travels further before the press is long enough is not picking anything up. */
const SLOP_PX = 8;

interface Press {
  pointerId: number;
  startY: number;
  timer: number;
}

/**
 * Drag to reorder with a pointer (mouse, pen, touch): a long press on a row's handle picks the row up, moving
 * over the other rows moves it there (`onMove(from, to)`), letting go drops it. The rows are the list's
 * `[data-row]` children, in order. The keyboard has the rows' move buttons instead.
 */
export function useDragReorder(onMove: (from: number, to: number) => void) {
  const list = useRef<HTMLOListElement>(null);
  const press = useRef<Press | null>(null);
  const [dragging, setDragging] = useState<number | null>(null);
  const at = useRef<number | null>(null);

  const end = () => {
    if (press.current) window.clearTimeout(press.current.timer);
    press.current = null;
    at.current = null;
    setDragging(null);
  };

  /** The row whose vertical middle the pointer has passed, by the rows' places on screen. */
  const rowAt = (y: number): number => {
    const rows = [...(list.current?.querySelectorAll<HTMLElement>("[data-row]") ?? [])];
    const index = rows.findIndex((row) => {
      const box = row.getBoundingClientRect();
      return y < box.top + box.height / 2;
    });
    return index < 0 ? rows.length - 1 : index;
  };

  const handleProps = (index: number) => ({
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      if (event.button !== 0) return;
      event.currentTarget.setPointerCapture(event.pointerId);
      const timer = window.setTimeout(() => {
        at.current = index;
        setDragging(index);
      }, LONG_PRESS_MS);
      press.current = { pointerId: event.pointerId, startY: event.clientY, timer };
    },
    onPointerMove: (event: PointerEvent<HTMLElement>) => {
      const current = press.current;
      if (!current || current.pointerId !== event.pointerId) return;
      if (at.current === null) {
        if (Math.abs(event.clientY - current.startY) > SLOP_PX) end();
        return;
      }
      const target = rowAt(event.clientY);
      if (target !== at.current) {
        onMove(at.current, target);
        at.current = target;
        setDragging(target);
      }
    },
    onPointerUp: end,
    onPointerCancel: end,
  });

  return { list, dragging, handleProps };
}
