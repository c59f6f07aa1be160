/**
 * The native app bridge (INAPP-02, G-17): `postMessage` of `{command, data}` to the app's web view
 * (React Native's `window.ReactNativeWebView`, or iOS WKWebView's
 * `window.webkit.messageHandlers.appBridge`, whichever exists), and the app's answers as `message`
 * events on the window carrying the same shape (object or JSON string). See docs/decisions.md.
 */
export type BridgeCommand = "close" | "getToken" | "viewTryOnBox" | "openTrackingUrl" | "subscriptionOrdered";

export interface BridgeMessage {
  command: BridgeCommand;
  data?: unknown;
}

interface NativeWebView {
  postMessage(message: string): void;
}

/** The WKScriptMessageHandler name the iOS app registers. */
export const WEBKIT_HANDLER = "appBridge";

interface WebKitHandler {
  postMessage(message: BridgeMessage): void;
}

type BridgeWindow = Window & {
  ReactNativeWebView?: NativeWebView;
  webkit?: { messageHandlers?: Record<string, WebKitHandler | undefined> };
};

/** Sends a command to the native app; a no-op in a plain browser. Returns whether an app listened. */
export function sendToApp(win: BridgeWindow, message: BridgeMessage): boolean {
  if (win.ReactNativeWebView) {
    win.ReactNativeWebView.postMessage(JSON.stringify(message));
    return true;
  }
  // WKWebView passes structured objects through, so no JSON round trip there.
  const webkit = win.webkit?.messageHandlers?.[WEBKIT_HANDLER];
  if (webkit) {
    webkit.postMessage(message);
    return true;
  }
  return false;
}

/** Reads a bridge message from a `message` event's data, or null for anything else. */
export function parseBridgeMessage(data: unknown): BridgeMessage | null {
  let value = data;
  if (typeof value === "string") {
    try {
      value = JSON.parse(value);
    } catch {
      return null;
    }
  }
  if (typeof value !== "object" || value === null || !("command" in value) || typeof value.command !== "string") return null;
  return value as BridgeMessage;
}

/**
 * Asks the app for its session token (INAPP-09). Only answers posted by the page itself (the app
 * injects them) count: a message from another origin, e.g. a framed page, could plant a stranger's session.
 */
export function requestAppToken(win: BridgeWindow, timeoutMs = 3000): Promise<string | null> {
  return new Promise((resolve) => {
    const done = (token: string | null) => {
      win.removeEventListener("message", onMessage);
      clearTimeout(timer);
      resolve(token);
    };
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== win.location.origin) return;
      const message = parseBridgeMessage(event.data);
      if (message?.command === "getToken") done(typeof message.data === "string" && message.data ? message.data : null);
    };
    const timer = setTimeout(() => done(null), timeoutMs);
    win.addEventListener("message", onMessage);
    if (!sendToApp(win, { command: "getToken" })) done(null);
  });
}
