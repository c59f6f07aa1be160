// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect } from "react";
import { useForm, useWatch } from "react-hook-form";
import { z } from "zod";
import { afterEach, describe, expect, it, vi } from "vitest";
import { EMPTY_ADDRESS, type AddressForm as AddressModel } from "@/lib/checkout/checkout-data";
import { addressSchema } from "@/lib/checkout/validation";
import { AddressFields } from "@/components/checkout/address-form";

/** A form holding one billing address, validated as it changes so the errors show while typing. */
function Harness({ onModel }: { onModel: (m: AddressModel) => void }) {
  const { control } = useForm({ mode: "onChange", resolver: zodResolver(z.object({ billing: addressSchema })), defaultValues: { billing: EMPTY_ADDRESS } });
  const billing = useWatch({ control, name: "billing" });
  useEffect(() => onModel(billing), [billing, onModel]);
  return <AddressFields control={control} name="billing" section="billing" />;
}

/** The same form sent with a button: react-hook-form focuses the first invalid field. */
function SubmitHarness() {
  const { control, handleSubmit } = useForm({ resolver: zodResolver(z.object({ billing: addressSchema })), defaultValues: { billing: EMPTY_ADDRESS } });
  return (
    <form noValidate onSubmit={handleSubmit(() => {})}>
      <AddressFields control={control} name="billing" section="billing" />
      <button type="submit">Send</button>
    </form>
  );
}

afterEach(() => vi.unstubAllEnvs());

describe("address form", () => {
  it("without a Maps key: plain entry, no Maps script, the phone masked and kept as digits", async () => {
    vi.stubEnv("NEXT_PUBLIC_GOOGLE_MAPS_API_KEY", "");
    const onModel = vi.fn();
    const user = userEvent.setup();
    render(<Harness onModel={onModel} />);
    const address = screen.getByLabelText("Address");
    expect(address).not.toHaveAttribute("role", "combobox");
    expect(address).toHaveAttribute("autocomplete", "billing address-line1");
    await user.type(address, "1 Main St");
    await user.type(screen.getByLabelText("Phone"), "415555");
    expect(screen.getByLabelText("Phone")).toHaveValue("(415) 555");
    expect(screen.getByLabelText("Phone")).toHaveAccessibleDescription("phone required");
    await user.type(screen.getByLabelText("Phone"), "0100x");
    expect(screen.getByLabelText("Phone")).toHaveValue("(415) 555-0100");
    expect(screen.getByLabelText("Phone")).not.toHaveAccessibleDescription();
    expect(onModel).toHaveBeenLastCalledWith(expect.objectContaining({ address: "1 Main St", phone: "4155550100" }));
    expect(document.querySelector("script[src*='maps.googleapis.com']")).toBeNull();
  });

  it.each([
    ["typed", (user: ReturnType<typeof userEvent.setup>, text: string) => user.type(screen.getByLabelText("Phone"), text)],
    ["pasted", async (user: ReturnType<typeof userEvent.setup>, text: string) => {
      await user.click(screen.getByLabelText("Phone"));
      await user.paste(text);
    }],
  ])("15.3: a phone with its country code, %s, keeps the number and drops the +1", async (_how, enter) => {
    const onModel = vi.fn();
    const user = userEvent.setup();
    render(<Harness onModel={onModel} />);
    await enter(user, "+1 415 555 0100");
    expect(screen.getByLabelText("Phone")).toHaveValue("(415) 555-0100");
    expect(onModel).toHaveBeenLastCalledWith(expect.objectContaining({ phone: "4155550100" }));
  });

  it("with a Maps key: the address becomes a labelled combobox (predictions load with the script)", async () => {
    vi.stubEnv("NEXT_PUBLIC_GOOGLE_MAPS_API_KEY", "test-key");
    render(<Harness onModel={() => {}} />);
    const combobox = await screen.findByRole("combobox", { name: "Address" });
    expect(combobox).toHaveAttribute("aria-expanded", "false");
    expect(combobox).toHaveAttribute("aria-autocomplete", "list");
  });

  it("on submit, the first invalid field takes the focus: the Maps combobox too, then the masked phone", async () => {
    vi.stubEnv("NEXT_PUBLIC_GOOGLE_MAPS_API_KEY", "test-key");
    const user = userEvent.setup();
    render(<SubmitHarness />);
    const combobox = await screen.findByRole("combobox", { name: "Address" });
    await user.type(screen.getByLabelText("Full name"), "Ann Lee");
    await user.click(screen.getByRole("button", { name: "Send" }));
    expect(combobox).toHaveFocus();
    expect(combobox).toHaveAccessibleDescription("address required");

    await user.type(combobox, "1 Main St");
    await user.type(screen.getByLabelText("Zip code"), "94105");
    await user.type(screen.getByLabelText("City"), "San Francisco");
    await user.click(screen.getByRole("button", { name: "Send" }));
    expect(screen.getByLabelText("Phone")).toHaveFocus();
    expect(screen.getByLabelText("Phone")).toHaveAccessibleDescription("phone required");
  });
});
