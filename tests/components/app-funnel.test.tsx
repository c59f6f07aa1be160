// @vitest-environment jsdom
import { act, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { DownloadAppGate } from "@/components/funnel/download-app-gate";
import { HomeScreenGate } from "@/components/funnel/home-screen-gate";
import { LandingDownloads } from "@/components/funnel/landing-downloads";
import { BackToAppButton, InAppBackButton } from "@/components/layout/in-app-back";
import { AutoplayCarousel } from "@/components/ui/autoplay-carousel";
import { INAPP_COOKIE } from "@/lib/layout/footer";

let search = new URLSearchParams();
vi.mock("next/navigation", () => ({ useSearchParams: () => search }));

/** What the browser answers to media queries: a phone (coarse pointer) unless told otherwise. */
let media: Record<string, boolean> = {};
const ANDROID = "Mozilla/5.0 (Linux; Android 14; Pixel 8) Chrome/126.0 Mobile Safari/537.36";
const IPHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) Mobile/15E148 Safari/604.1";

beforeEach(() => {
  media = {};
  window.matchMedia = vi.fn((query: string) => ({ matches: media[query] ?? false, addEventListener: vi.fn(), removeEventListener: vi.fn() }) as unknown as MediaQueryList);
  Object.defineProperty(window, "innerWidth", { configurable: true, value: 390 });
  Object.defineProperty(window.navigator, "maxTouchPoints", { configurable: true, value: 5 });
  Object.defineProperty(window.navigator, "userAgent", { configurable: true, value: ANDROID });
  globalThis.ResizeObserver = class {
    observe() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
});

afterEach(() => {
  search = new URLSearchParams();
  for (const name of [INAPP_COOKIE, "sf_app_popup_hidden", "sf_home_screen_hidden"]) document.cookie = `${name}=; path=/; max-age=0`;
  Reflect.deleteProperty(window, "ReactNativeWebView");
  vi.useRealTimers();
});

describe("the download-app popup (NAV-10)", () => {
  it("opens on a phone's first scroll with the invite code and the offer; 'Don't show again' sets the 14-day cookie", async () => {
    render(<DownloadAppGate store="demo" />);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    fireEvent.scroll(window);
    const dialog = await screen.findByRole("dialog", { name: "Shop demo in the app" });
    expect(dialog).toHaveTextContent("WELCOME15");
    expect(dialog).toHaveTextContent("Invite code: demo");
    await userEvent.click(screen.getByRole("button", { name: "Don't show again" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(document.cookie).toContain("sf_app_popup_hidden=1");
  });

  it("waits for the product list's top to come within 3000 px plus the viewport", async () => {
    const list = document.createElement("section");
    list.id = "catalog";
    let top = 5000;
    list.getBoundingClientRect = () => ({ top }) as DOMRect;
    document.body.append(list);
    Object.defineProperty(window, "innerHeight", { configurable: true, value: 800 });
    render(<DownloadAppGate store="demo" listId="catalog" />);
    fireEvent.scroll(window);
    await act(() => Promise.resolve());
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    top = 3700;
    fireEvent.scroll(window);
    expect(await screen.findByRole("dialog")).toBeInTheDocument();
    list.remove();
  });

  it.each([
    ["on a desktop (a wide viewport)", () => Object.defineProperty(window, "innerWidth", { configurable: true, value: 1280 })],
    ["on a desktop (a mouse, no touch screen)", () => {
      media["(pointer: fine)"] = true;
      Object.defineProperty(window.navigator, "maxTouchPoints", { configurable: true, value: 0 });
    }],
    ["inside the app", () => (search = new URLSearchParams("inapp"))],
    ["while the 14-day cookie is set", () => (document.cookie = "sf_app_popup_hidden=1; path=/")],
  ])("never %s", async (_, arrange) => {
    arrange();
    render(<DownloadAppGate store="demo" />);
    fireEvent.scroll(window);
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });
});

describe("the add-to-home-screen banner (NAV-08)", () => {
  const region = () => screen.findByRole("region", { name: "Add this shop to your home screen" });

  it("iOS: the Share → Add to Home Screen hint; a close is remembered", async () => {
    Object.defineProperty(window.navigator, "userAgent", { configurable: true, value: IPHONE });
    const { unmount } = render(<HomeScreenGate />);
    expect(await region()).toHaveTextContent("Tap Share, then Add to Home Screen.");
    await userEvent.click(screen.getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("region")).not.toBeInTheDocument();
    unmount();
    render(<HomeScreenGate />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.queryByRole("region")).not.toBeInTheDocument();
  });

  it("Android: Install runs the browser's own prompt when it offered one", async () => {
    render(<HomeScreenGate />);
    expect(await region()).toHaveTextContent("Open your browser's menu");
    const prompt = vi.fn(async () => {});
    act(() => {
      window.dispatchEvent(Object.assign(new Event("beforeinstallprompt", { cancelable: true }), { prompt, userChoice: Promise.resolve({ outcome: "accepted" }) }));
    });
    await userEvent.click(await screen.findByRole("button", { name: "Install" }));
    expect(prompt).toHaveBeenCalled();
    expect(screen.queryByRole("region")).not.toBeInTheDocument();
  });

  it("not in the app", async () => {
    search = new URLSearchParams("inapp");
    render(<HomeScreenGate />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.queryByRole("region")).not.toBeInTheDocument();
  });
});

describe("the landing page's download buttons (MISC-03)", () => {
  it("count down 5 s before opening the store, and Cancel stops it", async () => {
    vi.useFakeTimers();
    const assign = vi.fn();
    Object.defineProperty(window, "location", { configurable: true, value: { ...window.location, assign } });
    render(<LandingDownloads platform="ios" buttons={[{ id: "ios", label: "Download on the App Store", destination: "the App Store", href: "https://apps.example/app" }]} />);
    fireEvent.click(screen.getByRole("link", { name: "Download on the App Store" }));
    expect(screen.getByRole("status")).toHaveTextContent("Opening the App Store in 5 s…");
    for (let i = 0; i < 4; i++) await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.getByRole("status")).toHaveTextContent("in 1 s");
    expect(assign).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(assign).toHaveBeenCalledWith("https://apps.example/app");

    fireEvent.click(screen.getByRole("link", { name: "Download on the App Store" }));
    fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
    await act(() => vi.advanceTimersByTimeAsync(6000));
    expect(assign).toHaveBeenCalledTimes(1);
  });
});

describe("the in-app chrome (INAPP-03/09)", () => {
  it("shows nothing on the web", () => {
    render(
      <>
        <InAppBackButton />
        <BackToAppButton className="" />
      </>,
    );
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
  });

  it("in the app: 'Back to the app' and the back button on the first page send close through the bridge", async () => {
    search = new URLSearchParams("inapp");
    const postMessage = vi.fn();
    Object.assign(window, { ReactNativeWebView: { postMessage } });
    render(
      <>
        <InAppBackButton />
        <BackToAppButton className="" />
      </>,
    );
    await userEvent.click(screen.getByRole("button", { name: "Back to the app" }));
    expect(postMessage).toHaveBeenLastCalledWith('{"command":"close"}');
    postMessage.mockClear();
    await userEvent.click(screen.getByRole("button", { name: "Back" }));
    expect(postMessage).toHaveBeenCalledWith('{"command":"close"}');
  });
});

describe("the 12-image carousel (BROWSE-24)", () => {
  const images = Array.from({ length: 14 }, (_, i) => ({ src: `/i${i}.jpg`, alt: `Style ${i + 1}` }));
  const track = () => document.querySelector("[data-first]")!;

  it("shows twelve at most, steps every 2 s, and stands still while hovered or paused", async () => {
    vi.useFakeTimers();
    render(<AutoplayCarousel images={images} label="Styles" />);
    const carousel = screen.getByRole("region", { name: "Styles" });
    expect(carousel).toHaveAttribute("aria-roledescription", "carousel");
    expect(screen.getAllByRole("group", { hidden: true })).toHaveLength(12);
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(track()).toHaveAttribute("data-first", "1");
    expect(track()).toHaveAttribute("aria-live", "off");

    fireEvent.pointerEnter(carousel);
    await act(() => vi.advanceTimersByTimeAsync(4000));
    expect(track()).toHaveAttribute("data-first", "1");
    expect(track()).toHaveAttribute("aria-live", "polite");
    fireEvent.pointerLeave(carousel);
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(track()).toHaveAttribute("data-first", "2");

    fireEvent.click(screen.getByRole("button", { name: "Pause the slides" }));
    fireEvent.blur(screen.getByRole("button", { name: "Play the slides" }));
    await act(() => vi.advanceTimersByTimeAsync(4000));
    expect(track()).toHaveAttribute("data-first", "2");
  });

  it("does not move with prefers-reduced-motion", async () => {
    media["(prefers-reduced-motion: reduce)"] = true;
    vi.useFakeTimers();
    render(<AutoplayCarousel images={images} label="Styles" />);
    await act(() => vi.advanceTimersByTimeAsync(6000));
    expect(track()).toHaveAttribute("data-first", "0");
  });
});
