/** My Measurements (API-27…30) and the account editor's user-name rule and plan badge (ACCT-16/17). */
import { randomUUID } from "node:crypto";
import { PreferenceOptions, UserFigure } from "@/lib/api/schemas/figure";
import { CurrentUser, SessionToken } from "@/lib/api/schemas/user";
import { SIGN_IN_REQUIRED } from "@/server/auth/session";
import * as t from "@/server/db/schema";
import { data, failure, fileTestApi } from "./helpers";
import { signedInShopper } from "./orders-support";

const api = fileTestApi();

const FIGURE = "/api/users/figure";
const OPTIONS = "/api/user/preference/options";
const SIZES = { gender: "F", "height-ft": 5, "height-in": 4, fits: "petite", shirt: ["s", "m"], dress: ["m"], jean: ["l"], shoes: ["s"] };
const MEN = { gender: "M", fits: "tall", "men-top": ["l"], "men-bottom": ["m", "l"], "men-shoes": ["xl"] };

const getFigure = async (headers: Record<string, string>) => data(await api.get(FIGURE, headers), UserFigure);
const putFigure = (body: unknown, headers: Record<string, string>, type?: string) => api.put(type ? `${FIGURE}?type=${type}` : FIGURE, body, headers);

describe("auth", () => {
  it("answers 401 to every call without a session", async () => {
    expect((await failure(await api.get(FIGURE), 401)).message).toBe(SIGN_IN_REQUIRED);
    expect((await failure(await api.put(FIGURE, SIZES), 401)).message).toBe(SIGN_IN_REQUIRED);
    await failure(await api.put(`${FIGURE}?type=preferred-styles`, { "preferred-styles": ["casual"] }), 401);
    await failure(await api.get(OPTIONS), 401);
    await failure(await api.get(OPTIONS, { "x-access-token": "unknown-token" }), 401);
  });
});

describe("GET/PUT /api/users/figure: the size survey", () => {
  it("starts empty, then keeps what was saved", async () => {
    const { headers } = await signedInShopper(api);
    expect(await getFigure(headers)).toEqual({
      gender: null, "height-ft": null, "height-in": null, fits: null,
      shirt: [], dress: [], jean: [], shoes: [], "men-top": [], "men-bottom": [], "men-shoes": [],
      "preferred-styles": [], "preferred-stores": [],
    });
    const saved = await data(await putFigure(SIZES, headers), UserFigure);
    expect(saved).toMatchObject(SIZES);
    expect(await getFigure(headers)).toEqual(saved);

    // switching to men's sizing keeps only the men's categories
    const men = await data(await putFigure(MEN, headers), UserFigure);
    expect(men).toMatchObject({ ...MEN, "height-ft": null, shirt: [], dress: [] });
  });

  it.each([
    ["a category of the gender left empty", { ...SIZES, dress: [] }, "dress: please select at least 1 options"],
    ["a third size in a category", { ...SIZES, shirt: ["s", "m", "l"] }, "shirt: at most 2 sizes"],
    ["a size not in the chart", { ...SIZES, jean: ["xxxxl"] }, "jean: 'xxxxl' is not in the size chart"],
    ["a men's category in a women's survey", { ...SIZES, "men-top": ["m"] }, "men-top: not a category for this gender"],
    ["feet out of 1–9", { ...SIZES, "height-ft": 0 }, "height-ft: between 1 and 9"],
    ["a fit hidden for men", { ...MEN, fits: "plus" }, "fits: 'plus' is not a fit for this gender"],
    ["no gender", { shirt: ["s"] }, "gender: F or M is required"],
  ])("refuses %s with the reason, and keeps what was saved", async (_, body, reason) => {
    const { headers } = await signedInShopper(api);
    const before = await data(await putFigure(SIZES, headers), UserFigure);
    expect((await failure(await putFigure(body, headers), 400)).message).toBe(reason);
    expect(await getFigure(headers)).toEqual(before);
  });

  it("refuses a fit that is not one of the four", async () => {
    const { headers } = await signedInShopper(api);
    expect((await failure(await putFigure({ ...SIZES, fits: "Petite" }, headers), 400)).message).toMatch(/fits/);
  });
});

describe("preferences: GET /api/user/preference/options, PUT /api/users/figure?type=…", () => {
  it("lists the seeded style images and stores, with the user's picks as values", async () => {
    const { headers } = await signedInShopper(api);
    const { groups } = await data(await api.get(OPTIONS, headers), PreferenceOptions);
    expect(groups.map((g) => g.id)).toEqual(["preferred-styles", "preferred-stores"]);
    const [styles, stores] = groups;
    expect(styles!.values).toEqual([]);
    expect(styles!.options.length).toBeGreaterThanOrEqual(4);
    expect(styles!.options[0]).toEqual({ value: "romantic", label: "Romantic", image: "/api/images/item/dress-floral-c86b7e-styled.png", type: "f" });
    expect(stores!.options).toContainEqual(expect.objectContaining({ value: "north-pine", label: "North & Pine" }));

    // every option image is one the image route draws
    for (const option of [...styles!.options, ...stores!.options]) {
      expect((await api.get(option.image)).status, option.image).toBe(200);
    }

    await data(await putFigure({ "preferred-styles": ["casual", "edgy"] }, headers, "preferred-styles"), UserFigure);
    await data(await putFigure({ "preferred-stores": ["aurelia"] }, headers, "preferred-stores"), UserFigure);
    const after = await data(await api.get(OPTIONS, headers), PreferenceOptions);
    expect(after.groups.map((g) => g.values)).toEqual([["casual", "edgy"], ["aurelia"]]);
    expect(await getFigure(headers)).toMatchObject({ "preferred-styles": ["casual", "edgy"], "preferred-stores": ["aurelia"], gender: null });
  }, 30_000);

  it.each([
    ["a 4th style image", "preferred-styles", ["casual", "edgy", "classic", "minimal"], "preferred-styles: at most 3 choices"],
    ["no style", "preferred-styles", [], "preferred-styles: Please select at least one style"],
    ["a style that is not an option", "preferred-styles", ["grunge"], "preferred-styles: 'grunge' is not an option"],
    ["a store given as a style", "preferred-styles", ["aurelia"], "preferred-styles: 'aurelia' is not an option"],
    ["a 4th store", "preferred-stores", ["aurelia", "kestrel", "field-day", "sol-studio"], "preferred-stores: at most 3 choices"],
  ])("refuses %s", async (_, type, values, reason) => {
    const { headers } = await signedInShopper(api);
    expect((await failure(await putFigure({ [type]: values }, headers, type), 400)).message).toBe(reason);
    expect((await getFigure(headers))[type as "preferred-styles"]).toEqual([]);
  });

  it("refuses an unknown type and a missing group", async () => {
    const { headers } = await signedInShopper(api);
    await failure(await putFigure({ "preferred-styles": ["casual"] }, headers, "preferred-colours"), 400);
    expect((await failure(await putFigure({ "preferred-styles": ["casual"] }, headers, "preferred-stores"), 400)).message).toBe("preferred-stores: missing");
  });
});

describe("users stay apart", () => {
  it("B's saves never touch A's figure or picks", async () => {
    const [a, b] = [await signedInShopper(api), await signedInShopper(api)];
    await data(await putFigure(SIZES, a.headers), UserFigure);
    await data(await putFigure({ "preferred-styles": ["glam"] }, a.headers, "preferred-styles"), UserFigure);
    const aBefore = await getFigure(a.headers);

    await data(await putFigure(MEN, b.headers), UserFigure);
    await data(await putFigure({ "preferred-styles": ["casual"] }, b.headers, "preferred-styles"), UserFigure);
    // a user id in the body or query is not read: the session decides whose figure it is
    await data(await api.put(`${FIGURE}?user_id=${a.userId}`, { ...MEN, user_id: a.userId }, b.headers), UserFigure);

    expect(await getFigure(a.headers)).toEqual(aBefore);
    expect(await getFigure(b.headers)).toMatchObject({ gender: "M", "preferred-styles": ["casual"] });
  });
});

describe("PUT /api/user: ACCT-16's user-name rule", () => {
  const MESSAGE = "Please use name start with letters, and can only contains numbers, underscores and dots.";

  it.each([["9lives"], ["ab"], ["dash-name"], ["a".repeat(31)], ["_under"]])("refuses '%s' with the spec's message", async (name) => {
    const { headers } = await signedInShopper(api);
    const body = await failure(await api.put("/api/user", { user_name: name }, headers), 400);
    expect(body.message).toBe(`Invalid request body: user_name: ${MESSAGE}`);
    expect(body.issues?.[0]?.message).toBe(MESSAGE);
  });

  it("accepts a good name, lower-cased (3 to 30)", async () => {
    const { headers } = await signedInShopper(api);
    const name = `N${randomUUID().slice(0, 8)}.x_${"y".repeat(18)}`;
    expect((await data(await api.put("/api/user", { user_name: name }, headers), CurrentUser)).user_name).toBe(name.toLowerCase());
  });
});

describe("GET /api/user: the plan badge (ACCT-17, G-62)", () => {
  it("gives the running plan's badge, and none without a plan", async () => {
    const stylist = (await data(await api.post("/api/users/authenticate/", { email: "stylist@example.com", password: "stylist123" }), SessionToken)).token;
    expect(await data(await api.get("/api/user", { "x-access-token": stylist }), CurrentUser)).toMatchObject({ plan_name: "Basic", plan_badge: "gold boutique" });

    const { userId, headers } = await signedInShopper(api);
    expect((await data(await api.get("/api/user", headers), CurrentUser)).plan_badge).toBeNull();
    const now = Date.now();
    await api.db.insert(t.userPlans).values({ id: randomUUID(), userId, planId: "plan-seller2", pay: "month", periodStart: new Date(now - 1000), periodEnd: new Date(now + 86_400_000) });
    expect(await data(await api.get("/api/user", headers), CurrentUser)).toMatchObject({ plan_name: "Pro", plan_badge: "gold style star" });
  });
});
