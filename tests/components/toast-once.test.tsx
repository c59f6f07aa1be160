// @vitest-environment jsdom
import { readFileSync } from "node:fs";
import path from "node:path";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Toaster } from "sonner";
import { describe, expect, it, vi } from "vitest";
import { SizeSurvey } from "@/components/surveys/size-survey";
import { SURVEY_MESSAGES } from "@/lib/account/surveys";
import { SizeChart } from "@/lib/api/schemas/cart";
import { QueryWrapper } from "../support/query-wrapper";

const CHART = SizeChart.parse(JSON.parse(readFileSync(path.join(process.cwd(), "public/custom_data/size_chart.json"), "utf8")));

/** The real toasts (sonner), as the shopper sees them: not a mocked notify. */
describe("findings of 2026-11-27", () => {
  it("finding 13: the size-survey error shows once, not once per press", async () => {
    const events = userEvent.setup();
    render(
      <>
        <SizeSurvey initial={undefined} chart={CHART} onSaved={vi.fn()} />
        <Toaster />
      </>,
      { wrapper: QueryWrapper },
    );
    const next = screen.getByRole("button", { name: "Next" });
    for (let press = 0; press < 3; press++) await events.click(next);
    expect(await screen.findAllByText(SURVEY_MESSAGES.invalidSizes)).not.toHaveLength(0);
    // sonner renders each toast as it arrives; give every press its chance to add one.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.getAllByText(SURVEY_MESSAGES.invalidSizes)).toHaveLength(1);
  });
});

describe("findings of 2026-11-27, the toasts", () => {
  it("finding 12: a field's error never comes back inside an unrelated toast (the bad-coupon toast shows alone)", async () => {
    const { notify } = await import("@/lib/toast");
    render(<Toaster />);
    notify.error("please provide vaild billing address.");
    expect(await screen.findByText("please provide vaild billing address.")).toBeInTheDocument();
    notify.error("Coupon code invalid.");
    expect(await screen.findByText("Coupon code invalid.")).toBeInTheDocument();
    // at once, not when its own 6 s are up
    await waitFor(() => expect(screen.queryByText("please provide vaild billing address.")).not.toBeInTheDocument(), { timeout: 1000 });
  });
});
