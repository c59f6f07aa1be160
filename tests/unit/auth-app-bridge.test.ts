// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { parseBridgeMessage, requestAppToken, sendToApp } from "@/lib/inapp/bridge";

type TestWindow = Window & { ReactNativeWebView?: { postMessage: (m: string) => void } };
const win = window as TestWindow;

afterEach(() => {
  delete win.ReactNativeWebView;
});

const answer = (data: unknown, origin = window.location.origin) => window.dispatchEvent(new MessageEvent("message", { data, origin }));

describe("app bridge (INAPP-02, INAPP-09, G-17)", () => {
  it("reads {command, data} as an object or JSON, and nothing else", () => {
    expect(parseBridgeMessage({ command: "getToken", data: "t" })).toEqual({ command: "getToken", data: "t" });
    expect(parseBridgeMessage('{"command":"close"}')).toEqual({ command: "close" });
    expect(parseBridgeMessage("not json")).toBeNull();
    expect(parseBridgeMessage({ data: 1 })).toBeNull();
    expect(parseBridgeMessage(null)).toBeNull();
  });

  it("does nothing in a plain browser", async () => {
    expect(sendToApp(win, { command: "close" })).toBe(false);
    await expect(requestAppToken(win, 50)).resolves.toBeNull();
  });

  it("asks the app for getToken and takes its same-origin answer", async () => {
    const postMessage = vi.fn();
    win.ReactNativeWebView = { postMessage };
    const pending = requestAppToken(win, 1000);
    expect(postMessage).toHaveBeenCalledWith(JSON.stringify({ command: "getToken" }));
    answer(JSON.stringify({ command: "close" }));
    answer({ command: "getToken", data: "app-token-0123456789abcdef" });
    await expect(pending).resolves.toBe("app-token-0123456789abcdef");
  });

  it("ignores answers from another origin", async () => {
    win.ReactNativeWebView = { postMessage: vi.fn() };
    const pending = requestAppToken(win, 100);
    answer({ command: "getToken", data: "planted-token-0123456789" }, "https://evil.example");
    await expect(pending).resolves.toBeNull();
  });
});
