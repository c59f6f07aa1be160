// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { NETWORK_ERROR_MESSAGE } from "@/lib/api/errors";
import RootError from "@/app/error";

describe("the root error boundary (app/error.tsx)", () => {
  it("says the page did not load, in the page's main landmark, and retries on request", async () => {
    const retry = vi.fn();
    render(<RootError error={new Error("boom")} retry={retry} />);
    const alert = screen.getByRole("alert");
    expect(screen.getByRole("main")).toContainElement(alert);
    expect(alert).toHaveTextContent("This page didn't load");
    expect(alert).toHaveTextContent(NETWORK_ERROR_MESSAGE);
    expect(alert).not.toHaveTextContent("boom");

    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(retry).toHaveBeenCalledOnce();
  });
});
