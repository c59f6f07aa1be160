import { IMask } from "react-imask";
import { describe, expect, it } from "vitest";
import { formatPhone, PHONE_MASK_OPTIONS, phoneDigits } from "@/lib/checkout/phone";

/** The phone field's mask as react-imask runs it. */
const phoneMask = () => IMask.createMask({ ...PHONE_MASK_OPTIONS });

/** A paste or an autofill: the whole text lands in the empty field at once. */
function paste(text: string) {
  const masked = phoneMask();
  masked.splice(0, 0, text);
  return masked;
}

/** Keys pressed one at a time at the end of the field. */
function type(text: string) {
  const masked = phoneMask();
  for (const key of text) masked.splice(masked.value.length, 0, key);
  return masked;
}

describe("15.3: a phone given with its country code", () => {
  it.each(["+1 415 555 0100", "+1 (415) 555-0100", "1-415-555-0100", "14155550100", "+14155550100"])("15.3: %j pasted or autofilled becomes (415) 555-0100", (given) => {
    const masked = paste(given);
    expect(masked.value).toBe("(415) 555-0100");
    expect(masked.unmaskedValue).toBe("4155550100");
  });

  it.each(["+1 415 555 0100", "14155550100", "4155550100", "(415) 555-0100"])("15.3: %j typed key by key becomes (415) 555-0100", (given) => {
    expect(type(given).unmaskedValue).toBe("4155550100");
  });

  it("15.3: keeps a number without a country code as it is, and a 1 later in the number", () => {
    expect(paste("415 555 0100").unmaskedValue).toBe("4155550100");
    expect(paste("212 555 1111").unmaskedValue).toBe("2125551111");
    expect(type("2125551111").value).toBe("(212) 555-1111");
  });

  it("15.3: reads national digits out of any written form", () => {
    expect(phoneDigits("+1 415 555 0100")).toBe("4155550100");
    expect(phoneDigits("(415) 555-0100")).toBe("4155550100");
    expect(phoneDigits("")).toBe("");
    expect(formatPhone("+1 415 555 0100")).toBe("(415) 555-0100");
  });
});
