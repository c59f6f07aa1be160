"use client";
import Image from "next/image";
import { useRouter } from "next/navigation";
import { useEffect, useMemo, useState } from "react";
import { useWatch, type FieldErrors, type Resolver } from "react-hook-form";
import { useShopForm } from "@/lib/forms/use-shop-form";
import type { GiftPriceItem, GiftStyle, GiftTypeInfo } from "@/lib/api/schemas/subscription";
import { daysInMonth, longDateLabel, SO_SLOTS } from "@/lib/gift/dates";
import { draftFor, giftDrafts, withDraft } from "@/lib/gift/draft";
import { draftFromSetup, giftSetupDefaults, OWN_OCCASION, setupValuesOf, shownDate, type GiftSetupValues } from "@/lib/gift/setup-form";
import { lazyZodResolver } from "@/lib/forms/lazy-zod-resolver";
import type { GiftType } from "@/lib/gift/pricing";
import { formatMoney } from "@/lib/money";
import { giftHomePath, subCheckoutStep1Path } from "@/lib/routes";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { errorProps, Field, FieldError, inputClass } from "@/components/ui/field";

interface GiftSetupFormProps {
  store: string;
  code: string;
  type: GiftType;
  packages: GiftPriceItem[];
  styles: GiftStyle[];
  types: GiftTypeInfo[];
  /** the server's clock (ISO) and the days items ship ahead: the year of each date (BR-GIFT-07) */
  now: string;
  bufferDays: number;
}

const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];
const heading = "text-xs font-semibold uppercase tracking-[0.2em] text-stone-950";

function MonthDay({ id, month, register, invalid, disabled }: { id: string; month: string; register: (which: "month" | "day") => object; invalid: string | undefined; disabled?: boolean }) {
  const days = daysInMonth(Number(month) || 1);
  return (
    <div className="grid grid-cols-2 gap-3">
      <div>
        <label htmlFor={`${id}-month`} className="sr-only">
          Month
        </label>
        <select id={`${id}-month`} className={inputClass(Boolean(invalid))} {...errorProps(`${id}-month`, invalid)} {...register("month")} disabled={disabled}>
          <option value="">Month</option>
          {MONTHS.map((name, i) => (
            <option key={name} value={String(i + 1)}>
              {name}
            </option>
          ))}
        </select>
        <FieldError id={`${id}-month`} error={invalid} />
      </div>
      <div>
        <label htmlFor={`${id}-day`} className="sr-only">
          Day
        </label>
        <select id={`${id}-day`} className={inputClass(Boolean(invalid))} {...register("day")} disabled={disabled}>
          <option value="">Day</option>
          {Array.from({ length: days }, (_, i) => (
            <option key={i + 1} value={String(i + 1)}>
              {i + 1}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}

/**
 * The set-up form of a gift-box type (GIFT-04…09): style and package (BR-VAL-26), no pierced ears, the
 * occasions (SO: five slots; OT: one; M: the first box ships now), the greeting names (BR-VAL-25).
 * Next keeps the draft in the browser (GIFT-11) and opens checkout step 1; Back goes to the gift home.
 */
export function GiftSetupForm({ store, code, type, packages, styles, types, now, bufferDays }: GiftSetupFormProps) {
  const router = useRouter();
  const clock = new Date(now);
  const [saveError, setSaveError] = useState<string | null>(null);
  // the schema (and zod) load with the first validation (lib/forms/lazy-zod-resolver.ts)
  const resolver = useMemo(() => lazyZodResolver(() => import("@/lib/gift/setup-schema").then((m) => m.giftSetupSchema(type))), [type]);
  const form = useShopForm<GiftSetupValues>({ defaultValues: giftSetupDefaults(), // a radio group with nothing checked reads null; the schema takes that as none
    resolver: resolver as unknown as Resolver<GiftSetupValues>, shouldFocusError: true });
  const values = useWatch({ control: form.control }) as GiftSetupValues;

  // A draft of this type kept earlier (back from checkout, or after signing in) fills the form again.
  // After mount: the server rendered the empty form, and browser storage is only read in the browser.
  useEffect(() => {
    const kept = draftFor(giftDrafts.read(), store, code);
    if (kept?.type === type) form.reset(setupValuesOf(kept, { styles, packages }));
  }, [form, store, code, type, styles, packages]);
  const { errors, isSubmitting } = form.formState;

  const next = form.handleSubmit((checked) => {
    const draft = draftFromSetup(checked, { store, subId: code, type, info: { types, styles, now: clock, bufferDays } });
    try {
      giftDrafts.update((drafts) => withDraft(drafts, draft));
    } catch {
      setSaveError("Your browser did not let us keep your gift box. Please allow site storage and try again.");
      return;
    }
    router.push(subCheckoutStep1Path(store));
  });

  const pickPreset = (value: string) => {
    const preset = SO_SLOTS.find((s) => s.id === value);
    if (preset?.month) {
      form.setValue("month", String(preset.month));
      form.setValue("day", String(preset.day));
    }
  };

  const slotErrors = (errors as FieldErrors<GiftSetupValues>).slots;
  const occasionsError = type === "SO" ? errors.evtSel?.message : undefined;

  return (
    <form noValidate onSubmit={(event) => void next(event)} className="mt-8 space-y-10">
      <fieldset aria-describedby={errors.style ? "gift-style-error" : undefined}>
        <legend className={heading}>Style</legend>
        <div className="mt-3 grid grid-cols-3 gap-3">
          {styles.map((style) => (
            <label key={style.id} className="cursor-pointer border border-stone-200 p-2 text-center text-sm has-[:checked]:border-stone-950 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-stone-950">
              <input type="radio" value={style.id} className="sr-only" {...form.register("style")} />
              {/* the page's first pictures: resized and WebP (the covers are 55–70 kB PNGs), fetched first */}
              <Image src={style.cover} alt="" width={160} height={160} sizes="(min-width: 672px) 203px, 30vw" loading="eager" fetchPriority="high" className="mx-auto aspect-square w-full object-cover" />
              <span className="mt-2 block font-medium text-stone-950">{style.name}</span>
            </label>
          ))}
        </div>
        <FieldError id="gift-style" error={errors.style?.message} />
      </fieldset>

      <fieldset aria-describedby={errors.pkg ? "gift-pkg-error" : undefined}>
        <legend className={heading}>Package</legend>
        <div className="mt-3 divide-y divide-stone-200 border border-stone-200">
          {packages.map((pkg) => (
            <label key={pkg.id} className="flex cursor-pointer items-center gap-3 px-4 py-3 text-sm text-stone-900 has-[:checked]:bg-stone-50">
              <input type="radio" value={pkg.id} className="size-4 accent-stone-950" {...form.register("pkg")} />
              <span className="flex-1">{pkg.item_count} pieces in each box</span>
              <span className="font-semibold">
                {formatMoney(pkg.price)}
                {type === "M" ? " a month" : type === "SO" ? " for 5 boxes" : ""}
              </span>
            </label>
          ))}
        </div>
        <FieldError id="gift-pkg" error={errors.pkg?.message} />
        <label className="mt-4 flex items-center gap-3 text-sm text-stone-900">
          <input type="checkbox" className="size-4 accent-stone-950" {...form.register("noPiercedEar")} />
          No pierced ears (no earrings in the box)
        </label>
      </fieldset>

      {type === "SO" && (
        <fieldset>
          <legend className={heading}>Your 5 occasions</legend>
          <p className="mt-1 text-sm text-stone-600">The year is chosen for you; each box ships {bufferDays} days before its date.</p>
          <div className="mt-3 space-y-5">
            {values.slots.map((slot, i) => {
              const date = shownDate(slot.month, slot.day, clock, bufferDays);
              return (
                <div key={slot.id} className="space-y-2 border-l-2 border-stone-200 pl-4">
                  <Field id={`gift-slot-${slot.id}-name`} label={`Occasion ${i + 1}`} error={slotErrors?.[i]?.name?.message}>
                    <input id={`gift-slot-${slot.id}-name`} className={inputClass(Boolean(slotErrors?.[i]?.name))} maxLength={120} {...errorProps(`gift-slot-${slot.id}-name`, slotErrors?.[i]?.name?.message)} {...form.register(`slots.${i}.name`)} />
                  </Field>
                  <MonthDay id={`gift-slot-${slot.id}`} month={slot.month} register={(which) => form.register(`slots.${i}.${which}`)} invalid={slotErrors?.[i]?.month?.message} />
                  {date && <p className="text-xs text-stone-600">{longDateLabel(date)}</p>}
                </div>
              );
            })}
          </div>
          {occasionsError && (
            <Alert className="mt-4">
              <span id="gift-occasions-error">{occasionsError}</span>
            </Alert>
          )}
        </fieldset>
      )}

      {type === "OT" && (
        <fieldset className="space-y-3">
          <legend className={heading}>Occasion</legend>
          <Field id="gift-evt" label="Occasion" error={errors.evtSel?.message}>
            <select id="gift-evt" className={inputClass(Boolean(errors.evtSel))} {...errorProps("gift-evt", errors.evtSel?.message)} {...form.register("evtSel", { onChange: (event: { target: { value: string } }) => pickPreset(event.target.value) })}>
              <option value="">Choose an occasion</option>
              {SO_SLOTS.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name}
                </option>
              ))}
              <option value={OWN_OCCASION}>My own occasion</option>
            </select>
          </Field>
          {values.evtSel === OWN_OCCASION && (
            <Field id="gift-own" label="Your occasion" error={errors.ownTxt?.message}>
              <input id="gift-own" className={inputClass(Boolean(errors.ownTxt))} maxLength={120} {...errorProps("gift-own", errors.ownTxt?.message)} {...form.register("ownTxt")} />
            </Field>
          )}
          <MonthDay id="gift-date" month={values.month} register={(which) => form.register(which)} invalid={errors.month?.message} />
          {shownDate(values.month, values.day, clock, bufferDays) && <p className="text-xs text-stone-600">{longDateLabel(shownDate(values.month, values.day, clock, bufferDays)!)}</p>}
        </fieldset>
      )}

      {type === "M" && <p className="text-sm text-stone-700">Your first box ships now, then a new box every month. Cancel anytime.</p>}

      <fieldset className="space-y-3">
        <legend className={heading}>Greeting card (optional)</legend>
        <Field id="gift-sender" label="From" error={errors.senderName?.message}>
          <input id="gift-sender" className={inputClass(Boolean(errors.senderName))} maxLength={120} {...errorProps("gift-sender", errors.senderName?.message)} {...form.register("senderName")} />
        </Field>
        <Field id="gift-recipient" label="To" error={errors.recipientName?.message}>
          <input id="gift-recipient" className={inputClass(Boolean(errors.recipientName))} maxLength={120} {...errorProps("gift-recipient", errors.recipientName?.message)} {...form.register("recipientName")} />
        </Field>
      </fieldset>

      {saveError && <Alert>{saveError}</Alert>}
      <div className="flex gap-3">
        <Button variant="secondary" className="flex-1" onClick={() => router.replace(giftHomePath(store, code))}>
          Back
        </Button>
        <Button type="submit" className="flex-1" pending={isSubmitting}>
          Next
        </Button>
      </div>
    </form>
  );
}
