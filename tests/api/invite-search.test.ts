/** API-15: the store search home's invite-code search (SEARCH-02). */
import { eq } from "drizzle-orm";
import { InviteSearchPage } from "@/lib/api/schemas/user";
import * as t from "@/server/db/schema";
import { likePrefix } from "@/server/stores/invite-search";
import { data, failure, fileTestApi } from "./helpers";

const api = fileTestApi();
const search = async (path: string) => data(await api.get(path), InviteSearchPage);

describe("GET /api/users/invite/{code}", () => {
  it("lists the open stores whose owner's user name starts with the code, with cover, title and user name", async () => {
    const page = await search("/api/users/invite/Chl?has_store=true&page=1&limit=50");
    expect(page).toEqual({
      datas: [{ cover: expect.any(String), commission: { title: "Chloe's Closet" }, user_name: "chloe" }],
      has_more: false,
    });
  });

  it("never lists a shopper (no store), a closed store, or a store under has_store=false", async () => {
    expect((await search("/api/users/invite/shop?has_store=true")).datas).toEqual([]);
    expect((await search("/api/users/invite/demo?has_store=false")).datas).toEqual([]);
    await api.db.update(t.stores).set({ isActive: false }).where(eq(t.stores.slug, "marcus"));
    expect((await search("/api/users/invite/marcus?has_store=true")).datas).toEqual([]);
    await api.db.update(t.stores).set({ isActive: true }).where(eq(t.stores.slug, "marcus"));
    expect((await search("/api/users/invite/marcus?has_store=true")).datas.map((s) => s.user_name)).toEqual(["marcus"]);
  });

  it("pages by `limit` in user-name order and says when more follow", async () => {
    await failure(await api.get("/api/users/invite/%20?has_store=true"), 400);
    await api.db.update(t.users).set({ userName: "zz-one" }).where(eq(t.users.userName, "chloe"));
    await api.db.update(t.stores).set({ slug: "zz-one" }).where(eq(t.stores.slug, "chloe"));
    await api.db.update(t.users).set({ userName: "zz-two" }).where(eq(t.users.userName, "luna"));
    await api.db.update(t.stores).set({ slug: "zz-two" }).where(eq(t.stores.slug, "luna"));
    const first = await search("/api/users/invite/zz?has_store=true&page=1&limit=1");
    expect(first).toMatchObject({ datas: [{ user_name: "zz-one" }], has_more: true });
    const second = await search("/api/users/invite/zz?has_store=true&page=2&limit=1");
    expect(second).toMatchObject({ datas: [{ user_name: "zz-two" }], has_more: false });
  });

  it("treats % and _ as the characters they are, not as wildcards", async () => {
    expect(likePrefix("a%b_c\\")).toBe("a\\%b\\_c\\\\%");
    expect((await search("/api/users/invite/%25?has_store=true")).datas).toEqual([]);
    expect((await search("/api/users/invite/_?has_store=true")).datas).toEqual([]);
  });

  it("refuses a page size over 50 and a code longer than the input cap", async () => {
    await failure(await api.get("/api/users/invite/demo?limit=51"), 400);
    await failure(await api.get(`/api/users/invite/${"a".repeat(61)}`), 400);
  });
});
