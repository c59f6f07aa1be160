// @vitest-environment jsdom
import { fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CategoryDrawer } from "@/components/store/category-drawer";
import { HideInApp } from "@/components/layout/in-app-gate";
import { INAPP_COOKIE } from "@/lib/layout/footer";

let search = new URLSearchParams();
vi.mock("next/navigation", () => ({ useSearchParams: () => search, useRouter: () => ({ push: vi.fn(), replace: vi.fn(), prefetch: vi.fn() }) }));

afterEach(() => {
  search = new URLSearchParams();
  document.cookie = `${INAPP_COOKIE}=; path=/; max-age=0`;
  vi.restoreAllMocks();
});

const promo = () => (
  <HideInApp>
    <p>Track Your Reward Points, Download the App</p>
  </HideInApp>
);

describe("in-app mode for the visit (finding 6)", () => {
  it("finding 6: a page without ?inapp is in-app when an earlier page of the visit was (its cookie): no download promo", () => {
    document.cookie = `${INAPP_COOKIE}=1; path=/`;
    render(promo());
    expect(screen.queryByText("Track Your Reward Points, Download the App")).not.toBeInTheDocument();
  });

  it("the web (no ?inapp, no cookie) shows the promo; ?inapp hides it", () => {
    const { unmount } = render(promo());
    expect(screen.getByText("Track Your Reward Points, Download the App")).toBeInTheDocument();
    unmount();
    search = new URLSearchParams("inapp");
    render(promo());
    expect(screen.queryByText("Track Your Reward Points, Download the App")).not.toBeInTheDocument();
  });
});

describe("the category drawer on the phone (finding 10)", () => {
  const categories = [{ id: "dresses", name: "Dresses", icon: "", cover: "", exclusive: false, active: true }] as never;

  it("finding 10: choosing a category brings the filtered list's top into view on the page that shows it", async () => {
    const scrolled = vi.fn();
    const catalog = document.createElement("section");
    catalog.id = "catalog";
    catalog.scrollIntoView = scrolled;
    document.body.append(catalog);
    const user = userEvent.setup();
    // the store home, scrolled down into 'All items'
    const home = render(<CategoryDrawer storeHome={"/demo" as never} categories={categories} activeId={null} catalogId="catalog" />);
    await user.click(screen.getByRole("button", { name: "Categories" }));
    const dresses = screen.getByRole("link", { name: "Dresses", hidden: true });
    dresses.addEventListener("click", (event) => event.preventDefault());
    fireEvent.click(dresses);
    // a category is a page of its own: a new drawer renders with it
    home.unmount();
    render(<CategoryDrawer storeHome={"/demo" as never} categories={categories} activeId="dresses" catalogId="catalog" />);
    expect(scrolled).toHaveBeenCalledWith({ block: "start" });
    catalog.remove();
  });
});
