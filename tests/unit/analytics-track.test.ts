// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

/** dataLayer's entries as plain arrays (gtag queues `arguments` objects). */
const queued = () => (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));

async function load(measurementId?: string) {
  vi.resetModules();
  if (measurementId) vi.stubEnv("NEXT_PUBLIC_GA_MEASUREMENT_ID", measurementId);
  return import("@/lib/analytics/track");
}

beforeEach(() => {
  delete window.dataLayer;
  window.sessionStorage.clear();
  document.cookie = "sf_internal=; max-age=0";
});
afterEach(() => vi.unstubAllEnvs());

describe("the analytics sink (APX-13, G-18)", () => {
  it("queues GA4 events on window.dataLayer in gtag's own format, and sends nothing without a measurement id", async () => {
    const { track } = await load();
    track("remove_from_cart", { currency: "USD", value: 10, items: [] });
    expect(queued()).toEqual([["event", "remove_from_cart", { currency: "USD", value: 10, items: [] }]]);
    // gtag.js reads Arguments objects only, not arrays
    expect(Object.prototype.toString.call(window.dataLayer![0])).toBe("[object Arguments]");
  });

  it("with a measurement id, the js and config commands come first, once", async () => {
    const { track } = await load("G-TEST123");
    track("begin_checkout", { value: 1 });
    track("purchase", { transaction_id: "A" });
    const entries = queued();
    expect(entries.map((e) => e[0])).toEqual(["js", "config", "event", "event"]);
    expect(entries[1]).toEqual(["config", "G-TEST123", {}]);
  });

  it("AN-05: an internal user's events (and config) carry debug_mode", async () => {
    document.cookie = "sf_internal=1; path=/";
    const { track } = await load("G-TEST123");
    track("sign_up", { method: "email" });
    expect(queued()).toEqual([["js", expect.any(Date)], ["config", "G-TEST123", { debug_mode: true }], ["event", "sign_up", { method: "email", debug_mode: true }]]);
  });

  it("an event before a full navigation waits in sessionStorage and is queued once by the next page", async () => {
    const { trackOnNextPage, flushPendingEvents } = await load();
    trackOnNextPage("sign_up", { method: "gsb" });
    expect(queued()).toEqual([]);
    flushPendingEvents();
    flushPendingEvents();
    expect(queued()).toEqual([["event", "sign_up", { method: "gsb" }]]);
  });

  it("AN-04: a transaction id counts once per tab", async () => {
    const { firstTimeFor } = await load();
    expect(firstTimeFor("K-1")).toBe(true);
    expect(firstTimeFor("K-1")).toBe(false);
    expect(firstTimeFor("K-2")).toBe(true);
  });
});
