// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { EMPTY_ADDRESS, type AddressForm as AddressModel } from "@/lib/checkout/checkout-data";
import { validateAddress } from "@/lib/checkout/validation";
import { AddressForm } from "@/components/checkout/address-form";

function Harness({ onModel }: { onModel: (m: AddressModel) => void }) {
  const [model, setModel] = useState(EMPTY_ADDRESS);
  return (
    <AddressForm
      idPrefix="billing"
      value={model}
      errors={validateAddress(model)}
      onChange={(patch) =>
        setModel((m) => {
          const next = { ...m, ...patch };
          onModel(next);
          return next;
        })
      }
    />
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
});
