import { z } from "zod";
import { lazyZodResolver } from "@/lib/forms/lazy-zod-resolver";

const schema = z.object({ email: z.string().min(1, "please enter an email address") });
const options = { fields: {}, shouldUseNativeValidation: false } as const;

describe("lazyZodResolver", () => {
  it("loads the schema on the first validation only, then validates with it", async () => {
    const load = vi.fn(async () => schema);
    const resolver = lazyZodResolver(load);
    expect(load).not.toHaveBeenCalled();

    const invalid = await resolver({ email: "" }, undefined, options);
    expect(invalid.errors.email?.message).toBe("please enter an email address");
    const valid = await resolver({ email: "ann@example.com" }, undefined, options);
    expect(valid.values).toEqual({ email: "ann@example.com" });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("tries the load again after it failed (a dropped connection)", async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error("offline")).mockResolvedValue(schema);
    const resolver = lazyZodResolver(load as () => Promise<typeof schema>);
    await expect(resolver({ email: "" }, undefined, options)).rejects.toThrow("offline");
    expect((await resolver({ email: "" }, undefined, options)).errors.email?.message).toBe("please enter an email address");
    expect(load).toHaveBeenCalledTimes(2);
  });
});
