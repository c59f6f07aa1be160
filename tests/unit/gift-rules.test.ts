/** The gift-box rules (BR-GIFT-03…08, BR-VAL-25, C-27, C-28): dates, prices, greeting names. */
import { daysInMonth, earliestOccasionDate, longDateLabel, occasionDate, occasionDateAllowed, SO_SLOTS } from "@/lib/gift/dates";
import { greetingIssue, GIFT_MESSAGES } from "@/lib/gift/messages";
import { boxShares, otOriginalPrice, startingPrice, typeOfPage, GIFT_TYPE_PAGE } from "@/lib/gift/pricing";

const now = new Date("2026-03-10T15:00:00Z");

describe("occasion dates", () => {
  it("labels a date as en-US's long date does, without building a formatter", () => {
    for (const iso of ["2027-02-14", "2026-05-09", "2026-12-25", "2028-02-29", "2026-01-01", "2030-10-31"]) {
      expect(longDateLabel(iso)).toBe(new Date(`${iso}T00:00:00Z`).toLocaleDateString("en-US", { timeZone: "UTC", month: "long", day: "numeric", year: "numeric" }));
    }
    expect(longDateLabel("2026-13-01")).toBe("Invalid Date");
  });

  it("has the spec's month lengths (29 for February)", () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map(daysInMonth)).toEqual([31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]);
  });

  it("picks the first year on or after today + buffer_days (C-27)", () => {
    expect(earliestOccasionDate(now, 7)).toBe("2026-03-17");
    expect(occasionDate(12, 25, now, 7)).toBe("2026-12-25");
    expect(occasionDate(2, 14, now, 7)).toBe("2027-02-14");
    expect(occasionDate(3, 17, now, 7)).toBe("2026-03-17");
    expect(occasionDate(3, 16, now, 7)).toBe("2027-03-16");
  });

  it("puts 29 February in the next leap year and refuses days that do not exist", () => {
    expect(occasionDate(2, 29, now, 7)).toBe("2028-02-29");
    expect(occasionDate(4, 31, now, 7)).toBeNull();
    expect(occasionDate(13, 1, now, 7)).toBeNull();
    expect(occasionDate(0, 1, now, 7)).toBeNull();
  });

  it("allows dates from the earliest date on, not before, not far beyond", () => {
    expect(occasionDateAllowed("2026-03-17", now, 7)).toBe(true);
    expect(occasionDateAllowed("2026-03-16", now, 7)).toBe(false);
    expect(occasionDateAllowed("2031-01-01", now, 7)).toBe(false);
    expect(occasionDateAllowed("2026-13-01", now, 7)).toBe(false);
  });

  it("has the SO slots va, mo, ch, bi, an with the spec's default dates", () => {
    expect(SO_SLOTS.map((s) => s.id)).toEqual(["va", "mo", "ch", "bi", "an"]);
    expect(SO_SLOTS.slice(0, 3).map((s) => [s.month, s.day])).toEqual([
      [2, 14],
      [5, 9],
      [12, 25],
    ]);
  });
});

describe("gift prices", () => {
  it("starts at the first price item (BR-GIFT-03); OT's original price is 5 × its price (C-28)", () => {
    expect(startingPrice({ items: [{ price: 2999 }, { price: 3999 }] })).toBe(2999);
    expect(startingPrice({ items: [] })).toBeNull();
    expect(startingPrice(undefined)).toBeNull();
    expect(otOriginalPrice({ items: [{ price: 2999 }] })).toBe(14995);
    expect(otOriginalPrice(undefined)).toBeNull();
  });

  it("splits SO's pack over four paid boxes after a free first one; M and OT are one box", () => {
    expect(boxShares("SO", 11996)).toEqual([0, 2999, 2999, 2999, 2999]);
    expect(boxShares("SO", 1003)).toEqual([0, 251, 251, 251, 250]);
    expect(boxShares("SO", 1003).reduce((a, b) => a + b, 0)).toBe(1003);
    expect(boxShares("M", 2549)).toEqual([2549]);
    expect(boxShares("OT", 0)).toEqual([0]);
  });

  it("maps types to their set-up pages and back (BR-GIFT-10)", () => {
    expect(GIFT_TYPE_PAGE).toEqual({ SO: "fiveboxes", M: "monthly", OT: "onebox" });
    expect(typeOfPage("onebox")).toBe("OT");
    expect(typeOfPage("nope")).toBeNull();
  });
});

describe("greeting names (BR-VAL-25)", () => {
  it("are optional together, but one needs the other", () => {
    expect(greetingIssue("", "")).toBeNull();
    expect(greetingIssue("Ann", "Bo")).toBeNull();
    expect(greetingIssue("Ann", " ")).toEqual({ field: "recipientName", message: GIFT_MESSAGES.recipientName });
    expect(greetingIssue("", "Bo")).toEqual({ field: "senderName", message: GIFT_MESSAGES.senderName });
  });
});
