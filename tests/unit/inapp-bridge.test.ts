import { describe, expect, it, vi } from "vitest";
import { sendToApp, WEBKIT_HANDLER } from "@/lib/inapp/bridge";

type FakeWindow = Parameters<typeof sendToApp>[0];
const fakeWindow = (extra: object) => extra as unknown as FakeWindow;

describe("app bridge transports (INAPP-02, G-17)", () => {
  it("posts JSON to a React Native web view", () => {
    const postMessage = vi.fn();
    expect(sendToApp(fakeWindow({ ReactNativeWebView: { postMessage } }), { command: "close" })).toBe(true);
    expect(postMessage).toHaveBeenCalledWith('{"command":"close"}');
  });

  it("posts the object to an iOS WKWebView handler", () => {
    const postMessage = vi.fn();
    const win = fakeWindow({ webkit: { messageHandlers: { [WEBKIT_HANDLER]: { postMessage } } } });
    expect(sendToApp(win, { command: "openTrackingUrl", data: "https://t.example/1" })).toBe(true);
    expect(postMessage).toHaveBeenCalledWith({ command: "openTrackingUrl", data: "https://t.example/1" });
  });

  it("prefers React Native when both exist, and does nothing without either", () => {
    const rn = vi.fn();
    const wk = vi.fn();
    sendToApp(fakeWindow({ ReactNativeWebView: { postMessage: rn }, webkit: { messageHandlers: { [WEBKIT_HANDLER]: { postMessage: wk } } } }), {
      command: "getToken",
    });
    expect(rn).toHaveBeenCalledOnce();
    expect(wk).not.toHaveBeenCalled();
    expect(sendToApp(fakeWindow({ webkit: { messageHandlers: {} } }), { command: "close" })).toBe(false);
  });
});
