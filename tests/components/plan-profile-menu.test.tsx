// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";

vi.mock("@/lib/auth/actions", () => ({ signOut: vi.fn() }));
const { signOut } = vi.mocked(await import("@/lib/auth/actions"));
const { PlanProfileMenu } = await import("@/components/plan/plan-profile-menu");

function setMarker(on: boolean) {
  document.cookie = on ? "sf_signed_in=1; path=/" : "sf_signed_in=; path=/; max-age=0";
}

const toggle = () => screen.getByRole("button", { name: "Profile menu" });
const entries = () => screen.getAllByRole("listitem").map((li) => li.textContent);

beforeEach(() => vi.clearAllMocks());

describe("PlanProfileMenu (NAV-12)", () => {
  it("is closed at first, and opens on its button", async () => {
    setMarker(false);
    render(<PlanProfileMenu />);
    expect(toggle()).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("link", { name: "Sign In" })).not.toBeInTheDocument();
    await userEvent.click(toggle());
    expect(toggle()).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByRole("link", { name: "Sign In" })).toBeVisible();
  });

  it("offers a signed-out visitor Sign In and Sign Up on the plan screens", async () => {
    setMarker(false);
    render(<PlanProfileMenu />);
    await userEvent.click(toggle());
    expect(entries()).toEqual(["Sign In", "Sign Up"]);
    expect(screen.getByRole("link", { name: "Sign In" })).toHaveAttribute("href", "/plan/plan_sign_in");
    expect(screen.getByRole("link", { name: "Sign Up" })).toHaveAttribute("href", "/plan/plan_sign_up");
  });

  it("offers a signed-in visitor the plan pages, My Plan Detail and Sign Out, which signs out", async () => {
    setMarker(true);
    signOut.mockResolvedValue({ redirectTo: "/demo" });
    const assign = vi.fn();
    vi.stubGlobal("location", { ...window.location, assign });
    render(<PlanProfileMenu />);
    await userEvent.click(toggle());
    expect(entries()).toEqual(["Style Myself Plan", "STYLIST Plan", "My Plan Detail", "Sign Out"]);
    expect(screen.getByRole("link", { name: "Style Myself Plan" })).toHaveAttribute("href", "/plan/plan_style");
    expect(screen.getByRole("link", { name: "STYLIST Plan" })).toHaveAttribute("href", "/plan/plan_stylist");
    expect(screen.getByRole("link", { name: "My Plan Detail" })).toHaveAttribute("href", "/plan/plan_setting");
    await userEvent.click(screen.getByRole("button", { name: "Sign Out" }));
    expect(signOut).toHaveBeenCalledWith(null);
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith("/demo"));
    vi.unstubAllGlobals();
  });

  it("closes on Escape with the focus back on its button, and on a click outside", async () => {
    setMarker(false);
    render(
      <>
        <p>outside</p>
        <PlanProfileMenu />
      </>,
    );
    await userEvent.click(toggle());
    await userEvent.tab();
    expect(screen.getByRole("link", { name: "Sign In" })).toHaveFocus();
    await userEvent.keyboard("{Escape}");
    expect(toggle()).toHaveAttribute("aria-expanded", "false");
    expect(toggle()).toHaveFocus();
    await userEvent.click(toggle());
    await userEvent.click(screen.getByText("outside"));
    expect(toggle()).toHaveAttribute("aria-expanded", "false");
  });
});
