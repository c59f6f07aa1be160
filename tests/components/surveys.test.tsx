// @vitest-environment jsdom
import { readFileSync } from "node:fs";
import path from "node:path";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { MeasurementSteps } from "@/components/surveys/measurement-steps";
import { SizeSurvey } from "@/components/surveys/size-survey";
import { StoreSurvey } from "@/components/surveys/store-survey";
import { StyleSurvey } from "@/components/surveys/style-survey";
import { SURVEY_MESSAGES } from "@/lib/account/surveys";
import { SizeChart } from "@/lib/api/schemas/cart";
import type { PreferenceOptions, UserFigure } from "@/lib/api/schemas/figure";
import { QueryWrapper } from "../support/query-wrapper";

vi.mock("@/lib/toast", () => ({ notify: { success: vi.fn(), info: vi.fn(), error: vi.fn() } }));
const { notify } = await import("@/lib/toast");

const CHART = SizeChart.parse(JSON.parse(readFileSync(path.join(process.cwd(), "public/custom_data/size_chart.json"), "utf8")));
const EMPTY: UserFigure = {
  gender: null, "height-ft": null, "height-in": null, fits: null,
  shirt: [], dress: [], jean: [], shoes: [], "men-top": [], "men-bottom": [], "men-shoes": [],
  "preferred-styles": [], "preferred-stores": [],
};
const option = (value: string, type = "") => ({ value, label: value[0]!.toUpperCase() + value.slice(1), image: `/api/images/${value}.png`, type });
const OPTIONS: PreferenceOptions = {
  groups: [
    { id: "preferred-styles", values: [], options: [option("romantic", "f"), option("classic"), option("casual"), option("minimal"), option("edgy")] },
    { id: "preferred-stores", values: [], options: [option("acme"), option("north"), option("lune")] },
  ],
};

/** The server: what was saved, and every PUT with its `type`. */
let saved: UserFigure = EMPTY;
let refuse: string | null = null;
const puts: { type: string | null; body: Record<string, unknown> }[] = [];
let failLoad = false;

const server = setupServer(
  http.get("*/api/users/figure", () => (failLoad ? HttpResponse.json({ success: false, message: "figure down" }, { status: 500 }) : HttpResponse.json({ success: true, data: saved }))),
  http.get("*/api/user/preference/options", () => HttpResponse.json({ success: true, data: OPTIONS })),
  http.get("*/custom_data/size_chart.json", () => HttpResponse.json(CHART)),
  http.put("*/api/users/figure", async ({ request }) => {
    const type = new URL(request.url).searchParams.get("type");
    const body = (await request.json()) as Record<string, unknown>;
    puts.push({ type, body });
    if (refuse) return HttpResponse.json({ success: false, message: refuse }, { status: 400 });
    saved = { ...saved, ...body } as UserFigure;
    return HttpResponse.json({ success: true, data: saved });
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterAll(() => server.close());
beforeEach(() => {
  saved = EMPTY;
  refuse = null;
  failLoad = false;
  puts.length = 0;
});
afterEach(() => vi.clearAllMocks());

const group = (name: string) => screen.getByRole("group", { name });
const box = (groupName: string, size: string) => within(group(groupName)).getByRole("checkbox", { name: new RegExp(`^${size} `, "i") });

async function pickOneSizeEach(events: ReturnType<typeof userEvent.setup>, groups: string[]) {
  for (const name of groups) await events.click(within(group(name)).getAllByRole("checkbox")[2]!);
}

describe("SizeSurvey (ACCT-21)", () => {
  it("asks for a size in every category of the gender, with the save toast, and sends nothing", async () => {
    const events = userEvent.setup();
    render(<SizeSurvey initial={undefined} chart={CHART} onSaved={vi.fn()} />, { wrapper: QueryWrapper });
    await events.click(screen.getByRole("button", { name: "Next" }));
    expect(await screen.findAllByText(SURVEY_MESSAGES.sizeRequired)).toHaveLength(4);
    expect(notify.error).toHaveBeenCalledWith(SURVEY_MESSAGES.invalidSizes);
    expect(within(group("Women's Tops")).getAllByRole("checkbox")[0]).toHaveFocus();
    expect(puts).toEqual([]);
  });

  it("keeps two sizes per category: a third pick drops the oldest", async () => {
    const events = userEvent.setup();
    render(<SizeSurvey initial={undefined} chart={CHART} onSaved={vi.fn()} />, { wrapper: QueryWrapper });
    await events.click(box("Women's Tops", "xs"));
    await events.click(box("Women's Tops", "s"));
    await events.click(box("Women's Tops", "m"));
    expect(box("Women's Tops", "xs")).not.toBeChecked();
    expect(box("Women's Tops", "s")).toBeChecked();
    expect(box("Women's Tops", "m")).toBeChecked();
  });

  it("men's sizing shows the men's categories and hides Petite and Plus", async () => {
    const events = userEvent.setup();
    render(<SizeSurvey initial={undefined} chart={CHART} onSaved={vi.fn()} />, { wrapper: QueryWrapper });
    expect(within(group("Fit (optional)")).getAllByRole("radio").map((r) => r.closest("label")?.textContent)).toEqual(["No preference", "Petite", "Standard", "Plus", "Tall"]);
    await events.click(screen.getByRole("radio", { name: "Men" }));
    expect(screen.queryByRole("group", { name: "Women's Tops" })).not.toBeInTheDocument();
    expect(group("Men's Tops (chest)")).toBeInTheDocument();
    expect(within(group("Fit (optional)")).getAllByRole("radio").map((r) => r.closest("label")?.textContent)).toEqual(["No preference", "Standard", "Tall"]);
  });

  it("saves the gender's sizes, the height and the fit (lower-case), then calls onSaved with the saved survey", async () => {
    const events = userEvent.setup();
    const onSaved = vi.fn();
    render(<SizeSurvey initial={undefined} chart={CHART} onSaved={onSaved} />, { wrapper: QueryWrapper });
    await pickOneSizeEach(events, ["Women's Tops", "Women's Dresses", "Women's Bottoms (waist)", "Women's Shoes (US)"]);
    await events.selectOptions(screen.getByLabelText("ft"), "5");
    await events.selectOptions(screen.getByLabelText("in"), "6");
    await events.click(screen.getByRole("radio", { name: "Tall" }));
    await events.click(screen.getByRole("button", { name: "Next" }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(puts).toEqual([{ type: null, body: { gender: "F", "height-ft": 5, "height-in": 6, fits: "tall", shirt: ["s"], dress: ["s"], jean: ["s"], shoes: ["s"] } }]);
    expect(onSaved.mock.calls[0]![0]).toMatchObject({ gender: "F", fits: "tall" });
  });

  it("shows the saved answers", () => {
    const initial: UserFigure = { ...EMPTY, gender: "M", "height-ft": 6, "height-in": 1, fits: "standard", "men-top": ["m", "l"], "men-bottom": ["s"], "men-shoes": ["xl"] };
    render(<SizeSurvey initial={initial} chart={CHART} onSaved={vi.fn()} />, { wrapper: QueryWrapper });
    expect(screen.getByRole("radio", { name: "Men" })).toBeChecked();
    expect(box("Men's Tops (chest)", "m")).toBeChecked();
    expect(box("Men's Tops (chest)", "l")).toBeChecked();
    expect(box("Men's Shoes (US)", "xl")).toBeChecked();
    expect(screen.getByLabelText("ft")).toHaveValue("6");
    expect(screen.getByLabelText("in")).toHaveValue("1");
    expect(screen.getByRole("radio", { name: "Standard" })).toBeChecked();
  });

  it("shows a save failure in the form (the common error display)", async () => {
    refuse = "shirt: 'q' is not in the size chart";
    const events = userEvent.setup();
    const onSaved = vi.fn();
    render(<SizeSurvey initial={undefined} chart={CHART} onSaved={onSaved} />, { wrapper: QueryWrapper });
    await pickOneSizeEach(events, ["Women's Tops", "Women's Dresses", "Women's Bottoms (waist)", "Women's Shoes (US)"]);
    await events.click(screen.getByRole("button", { name: "Next" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(refuse);
    expect(onSaved).not.toHaveBeenCalled();
  });
});

describe("StyleSurvey and StoreSurvey (ACCT-22, ACCT-23)", () => {
  it("asks for one style at least, keeps three (a fourth drops the oldest) and saves them under their group", async () => {
    const events = userEvent.setup();
    const onSaved = vi.fn();
    render(<StyleSurvey initial={EMPTY} options={OPTIONS} onSaved={onSaved} />, { wrapper: QueryWrapper });
    await events.click(screen.getByRole("button", { name: "Next" }));
    expect(await screen.findByText(SURVEY_MESSAGES.styleRequired)).toBeInTheDocument();
    expect(screen.getByRole("checkbox", { name: "Romantic" })).toHaveFocus();
    for (const name of ["Romantic", "Classic", "Casual", "Minimal"]) await events.click(screen.getByRole("checkbox", { name }));
    expect(screen.getByRole("checkbox", { name: "Romantic" })).not.toBeChecked();
    expect(screen.getAllByRole("checkbox", { checked: true }).map((c) => c.closest("label")?.querySelector("img")?.alt)).toEqual(["Classic", "Casual", "Minimal"]);
    await events.click(screen.getByRole("button", { name: "Next" }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(puts).toEqual([{ type: "preferred-styles", body: { "preferred-styles": ["classic", "casual", "minimal"] } }]);
  });

  it("shows the saved picks, and only the styles that suit the saved gender", () => {
    render(<StyleSurvey initial={{ ...EMPTY, gender: "M", "preferred-styles": ["edgy"] }} options={OPTIONS} onSaved={vi.fn()} />, { wrapper: QueryWrapper });
    expect(screen.getByRole("checkbox", { name: "Edgy" })).toBeChecked();
    expect(screen.queryByRole("checkbox", { name: "Romantic" })).not.toBeInTheDocument();
  });

  it("the store survey asks where the shopper shops; its button says Save, or Save and Check Out in a checkout", async () => {
    const events = userEvent.setup();
    const { unmount } = render(<StoreSurvey initial={{ ...EMPTY, "preferred-stores": ["north"] }} options={OPTIONS} mode="account" onSaved={vi.fn()} />, { wrapper: QueryWrapper });
    expect(screen.getByRole("heading", { name: "Where do you normally to shop?" })).toBeInTheDocument();
    expect(screen.getByRole("checkbox", { name: "North" })).toBeChecked();
    await events.click(screen.getByRole("checkbox", { name: "Acme" }));
    await events.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(puts).toEqual([{ type: "preferred-stores", body: { "preferred-stores": ["north", "acme"] } }]));
    unmount();
    render(<StoreSurvey initial={EMPTY} options={OPTIONS} mode="checkout" onSaved={vi.fn()} />, { wrapper: QueryWrapper });
    expect(screen.getByRole("button", { name: "Save and Check Out" })).toBeInTheDocument();
  });
});

describe("MeasurementSteps (ACCT-20, ACCT-24)", () => {
  it("goes through the three steps, each saved first, the focus on the next step's heading", async () => {
    saved = { ...EMPTY, gender: "F", shirt: ["s"], dress: ["s"], jean: ["s"], shoes: ["s"] };
    const events = userEvent.setup();
    render(<MeasurementSteps />, { wrapper: QueryWrapper });
    expect(await screen.findByRole("heading", { name: "Your sizes" })).toBeInTheDocument();
    expect(box("Women's Tops", "s")).toBeChecked();
    await events.click(screen.getByRole("button", { name: "Next" }));
    expect(await screen.findByRole("heading", { name: "Your style" })).toHaveFocus();
    await events.click(screen.getByRole("checkbox", { name: "Casual" }));
    await events.click(screen.getByRole("button", { name: "Next" }));
    expect(await screen.findByRole("heading", { name: "Where do you normally to shop?" })).toHaveFocus();
    await events.click(screen.getByRole("checkbox", { name: "Lune" }));
    await events.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith("measurements saved."));
    expect(puts.map((p) => p.type)).toEqual([null, "preferred-styles", "preferred-stores"]);
    // back to the style step: the saved pick is there
    await events.click(screen.getByRole("button", { name: "Back" }));
    expect(await screen.findByRole("checkbox", { name: "Casual" })).toBeChecked();
  });

  it("a load failure shows the common error display with Retry", async () => {
    failLoad = true;
    const events = userEvent.setup();
    render(<MeasurementSteps />, { wrapper: QueryWrapper });
    expect(await screen.findByRole("alert")).toHaveTextContent("figure down");
    failLoad = false;
    await events.click(screen.getByRole("button", { name: "Retry" }));
    expect(await screen.findByRole("heading", { name: "Your sizes" })).toBeInTheDocument();
  });
});
