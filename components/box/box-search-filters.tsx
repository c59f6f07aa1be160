"use client";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { filterTypeOf } from "@/lib/box/builder-steps";
import { BOX_ALPHA_SIZES, BOX_COLOURS, BOX_NUMERIC_SIZES, BOX_PRICE } from "@/lib/box/filters";
import { priceRangeLabel, toggled, type BoxSearchFilters } from "@/lib/box/search-url";
import { boxBrandsQuery, boxCategoriesQuery } from "@/lib/queries/box";

interface FiltersProps {
  filters: BoxSearchFilters;
  onChange: (filters: BoxSearchFilters) => void;
}

const chip =
  "flex min-h-11 cursor-pointer items-center gap-2 border border-stone-300 px-3 text-sm text-stone-900 has-[:checked]:border-stone-950 has-[:checked]:bg-stone-100 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-stone-950";

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="space-y-2">
      <legend className="mb-2 text-xs font-semibold uppercase tracking-[0.14em] text-stone-600">{title}</legend>
      <div className="flex flex-wrap gap-2">{children}</div>
    </fieldset>
  );
}

function Check({ label, checked, onToggle, swatch }: { label: string; checked: boolean; onToggle: () => void; swatch?: string }) {
  return (
    <label className={chip}>
      <input type="checkbox" checked={checked} onChange={onToggle} className="size-4 accent-stone-950" />
      {swatch && <span aria-hidden="true" className="size-4 rounded-full border border-stone-300" style={{ backgroundColor: `#${swatch}` }} />}
      {label}
    </label>
  );
}

/** ONB-17's filters (BR-BOX-09): price 0–300 in steps of 5 (300 = 300+), sizes, 15 colours, brands, categories. */
export function BoxSearchFilterPanel({ filters, onChange }: FiltersProps) {
  const type = filterTypeOf(filters.stage);
  const brands = useQuery(boxBrandsQuery(type));
  const categories = useQuery(boxCategoriesQuery(type));
  const set = (patch: Partial<BoxSearchFilters>) => onChange({ ...filters, ...patch });
  const dollars = (cents: number) => cents / 100;

  return (
    <div className="space-y-6">
      <fieldset className="space-y-2">
        <legend className="mb-2 text-xs font-semibold uppercase tracking-[0.14em] text-stone-600">Price: {priceRangeLabel(filters.min, filters.max)}</legend>
        <label className="flex items-center gap-3 text-sm">
          <span className="w-10">Min</span>
          <input
            type="range"
            min={0}
            max={dollars(BOX_PRICE.max)}
            step={dollars(BOX_PRICE.step)}
            value={dollars(filters.min)}
            aria-valuetext={`$${dollars(filters.min)}`}
            onChange={(e) => set({ min: Math.min(Number(e.target.value) * 100, filters.max) })}
            className="flex-1 accent-stone-950"
          />
        </label>
        <label className="flex items-center gap-3 text-sm">
          <span className="w-10">Max</span>
          <input
            type="range"
            min={0}
            max={dollars(BOX_PRICE.max)}
            step={dollars(BOX_PRICE.step)}
            value={dollars(filters.max)}
            aria-valuetext={filters.max === BOX_PRICE.max ? "$300+" : `$${dollars(filters.max)}`}
            onChange={(e) => set({ max: Math.max(Number(e.target.value) * 100, filters.min) })}
            className="flex-1 accent-stone-950"
          />
        </label>
      </fieldset>
      <Group title="Size">
        {[...BOX_ALPHA_SIZES, ...BOX_NUMERIC_SIZES].map((size) => (
          <Check key={size} label={size} checked={filters.sizes.includes(size)} onToggle={() => set({ sizes: toggled(filters.sizes, size) })} />
        ))}
      </Group>
      <Group title="Color">
        {BOX_COLOURS.map((colour) => (
          <Check key={colour.name} label={colour.name} swatch={colour.hex} checked={filters.colors.includes(colour.name)} onToggle={() => set({ colors: toggled(filters.colors, colour.name) })} />
        ))}
      </Group>
      <Group title="Brand">
        {(brands.data ?? []).map((brand) => (
          <Check key={brand.id} label={brand.name} checked={filters.brands.includes(brand.id)} onToggle={() => set({ brands: toggled(filters.brands, brand.id) })} />
        ))}
      </Group>
      <Group title="Category">
        {(categories.data ?? []).map((category) => (
          <Check key={category.id} label={category.name} checked={filters.categories.includes(category.id)} onToggle={() => set({ categories: toggled(filters.categories, category.id) })} />
        ))}
      </Group>
    </div>
  );
}
