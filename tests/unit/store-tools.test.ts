import { pickerPageSize } from "@/lib/stylist/store-tools";

describe("the picker's page size by width (TOOLS-03)", () => {
  it.each([
    [320, 30],
    [879, 30],
    [880, 50],
    [1439, 50],
    [1440, 80],
    [1719, 80],
    [1720, 100],
    [2279, 100],
    [2280, 130],
    [3840, 130],
  ])("%i px → %i items", (width, size) => {
    expect(pickerPageSize(width)).toBe(size);
  });
});
