import type { Page } from "@playwright/test";

/** Chooses, in every option group, the first option that is enabled and in stock. */
export async function pickFirstAvailableOptions(page: Page) {
  const groups = page.getByRole("radiogroup");
  const count = await groups.count();
  for (let i = 0; i < count; i++) {
    const group = groups.nth(i);
    const options = group.getByRole("radio");
    const n = await options.count();
    for (let j = 0; j < n; j++) {
      const option = options.nth(j);
      if ((await option.isEnabled()) && (await option.getAttribute("data-in-stock")) !== "false") {
        await option.check({ force: true });
        break;
      }
    }
  }
}
