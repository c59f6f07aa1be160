import { beforeEach, describe, expect, it, vi } from "vitest";

let next = 0;
const show = () => vi.fn<(message: string, options?: object) => number>(() => ++next);
const toast = Object.assign(show(), { success: show(), error: show(), dismiss: vi.fn<(id: number) => void>() });
vi.mock("sonner", () => ({ toast }));
const { notify } = await import("@/lib/toast");

/** sonner loads with the first toast (lib/toast.ts), so a call takes effect a tick later. */
const loaded = () => new Promise((resolve) => setTimeout(resolve));

beforeEach(async () => {
  vi.clearAllMocks();
  notify.clearErrors();
  await loaded();
  toast.dismiss.mockClear();
});

describe("15.4: a success clears earlier error toasts", () => {
  it("15.4: a success toast takes the error toasts away, and only them", async () => {
    notify.error("Your card was declined.");
    notify.info("Link copied");
    notify.error("We are unable to authenticate your payment method.");
    await loaded();
    const errors = toast.error.mock.results.map((r) => r.value);
    notify.success("1 items added.");
    await loaded();
    expect(toast.dismiss.mock.calls.map(([id]) => id).sort()).toEqual(errors.sort());
    expect(toast.success).toHaveBeenCalledWith("1 items added.", { duration: 2000 });
  });

  it("15.4: a success shown on the page clears them too, once", async () => {
    notify.error("User or order not found, please check the email and order id.");
    await loaded();
    const [id] = toast.error.mock.results.map((r) => r.value);
    notify.clearErrors();
    await loaded();
    expect(toast.dismiss).toHaveBeenCalledWith(id);
    toast.dismiss.mockClear();
    notify.clearErrors();
    await loaded();
    expect(toast.dismiss).not.toHaveBeenCalled();
  });

  it("15.4: an error toast that closed by itself is not dismissed again", async () => {
    notify.error("please enter a valid payment.");
    await loaded();
    const options = toast.error.mock.calls[0]![1] as { duration: number; onAutoClose: () => void };
    expect(options.duration).toBe(6000);
    options.onAutoClose();
    notify.clearErrors();
    await loaded();
    expect(toast.dismiss).not.toHaveBeenCalled();
  });
});

describe("sonner loads with the first toast", () => {
  it("runs the calls made while it loads, in their order", async () => {
    notify.error("Your card was declined.");
    notify.success("1 items added.");
    expect(toast.error).not.toHaveBeenCalled();
    await loaded();
    const [errorId] = toast.error.mock.results.map((r) => r.value);
    expect(toast.dismiss).toHaveBeenCalledWith(errorId);
    expect(toast.error.mock.invocationCallOrder[0]).toBeLessThan(toast.success.mock.invocationCallOrder[0]!);
  });
});
