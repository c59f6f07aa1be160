import { beforeEach, describe, expect, it, vi } from "vitest";

let next = 0;
const show = () => vi.fn<(message: string, options?: object) => number>(() => ++next);
const toast = Object.assign(show(), { success: show(), error: show(), dismiss: vi.fn<(id: number) => void>() });
vi.mock("sonner", () => ({ toast }));
const { notify } = await import("@/lib/toast");

beforeEach(() => {
  vi.clearAllMocks();
  notify.clearErrors();
  toast.dismiss.mockClear();
});

describe("15.4: a success clears earlier error toasts", () => {
  it("15.4: a success toast takes the error toasts away, and only them", () => {
    notify.error("Your card was declined.");
    notify.info("Link copied");
    notify.error("We are unable to authenticate your payment method.");
    const errors = toast.error.mock.results.map((r) => r.value);
    notify.success("1 items added.");
    expect(toast.dismiss.mock.calls.map(([id]) => id).sort()).toEqual(errors.sort());
    expect(toast.success).toHaveBeenCalledWith("1 items added.", { duration: 2000 });
  });

  it("15.4: a success shown on the page clears them too, once", () => {
    notify.error("User or order not found, please check the email and order id.");
    const [id] = toast.error.mock.results.map((r) => r.value);
    notify.clearErrors();
    expect(toast.dismiss).toHaveBeenCalledWith(id);
    toast.dismiss.mockClear();
    notify.clearErrors();
    expect(toast.dismiss).not.toHaveBeenCalled();
  });

  it("15.4: an error toast that closed by itself is not dismissed again", () => {
    notify.error("please enter a valid payment.");
    const options = toast.error.mock.calls[0]![1] as { duration: number; onAutoClose: () => void };
    expect(options.duration).toBe(6000);
    options.onAutoClose();
    notify.clearErrors();
    expect(toast.dismiss).not.toHaveBeenCalled();
  });
});
