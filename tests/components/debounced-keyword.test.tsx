// @vitest-environment jsdom
import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useDebouncedKeyword } from "@/hooks/use-debounced-keyword";

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const render = (initial = "") => renderHook(() => useDebouncedKeyword(initial, { ms: 500, min: 3 }));

describe("useDebouncedKeyword (ONB-17, TOOLS-03)", () => {
  it("settles 500 ms after the last key, each key restarting the wait", () => {
    const { result } = render();
    act(() => result.current.setTyped("sil"));
    act(() => vi.advanceTimersByTime(400));
    act(() => result.current.setTyped("silk"));
    act(() => vi.advanceTimersByTime(400));
    expect(result.current).toMatchObject({ typed: "silk", settled: "", searchable: "" });
    act(() => vi.advanceTimersByTime(100));
    expect(result.current).toMatchObject({ typed: "silk", settled: "silk", searchable: "silk" });
  });

  it("starts settled on the initial keyword (a reload or Back finds its search at once)", () => {
    expect(render("linen").result.current).toMatchObject({ typed: "linen", settled: "linen", searchable: "linen", empty: false, tooShort: false });
  });

  it("is no search below the minimum: 1–2 characters are too short, spaces alone are empty, the settled keyword is trimmed", () => {
    const { result } = render();
    expect(result.current).toMatchObject({ empty: true, tooShort: false, searchable: "" });
    act(() => result.current.setTyped(" si "));
    act(() => vi.advanceTimersByTime(500));
    expect(result.current).toMatchObject({ empty: false, tooShort: true, settled: " si ", searchable: "" });
    act(() => result.current.setTyped("   "));
    expect(result.current).toMatchObject({ empty: true, tooShort: false });
    act(() => result.current.setTyped(" silk "));
    act(() => vi.advanceTimersByTime(500));
    expect(result.current).toMatchObject({ tooShort: false, settled: " silk ", searchable: "silk" });
  });

  it("reset moves the field and the settled keyword at once, and drops a wait in progress (Back to another keyword)", () => {
    const { result } = render("silk");
    act(() => result.current.setTyped("linen"));
    act(() => vi.advanceTimersByTime(300));
    act(() => result.current.reset("wool"));
    expect(result.current).toMatchObject({ typed: "wool", settled: "wool", searchable: "wool" });
    act(() => vi.advanceTimersByTime(500));
    expect(result.current).toMatchObject({ typed: "wool", settled: "wool" });
  });
});
