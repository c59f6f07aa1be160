"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import { Controller, useWatch, type Control, type UseFormRegister } from "react-hook-form";
import { useShopForm } from "@/lib/forms/use-shop-form";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Field, FieldError, errorId, errorProps, inputClass } from "@/components/ui/field";
import { useSaveSizes } from "@/hooks/use-figure";
import { FIT_LABELS, MAX_SIZES_PER_CATEGORY, SIZE_CATEGORIES, SURVEY_MESSAGES, fitsFor, togglePick, type Gender, type SizeCategory } from "@/lib/account/surveys";
import { HEIGHT_FT_CHOICES, HEIGHT_IN_CHOICES, sizeSurveyDefaults, sizeSurveySchema, type SizeSurveyInput } from "@/lib/account/survey-forms";
import type { FigureRequest } from "@/lib/api/schemas/figure";
import type { SizeChart } from "@/lib/api/schemas/cart";
import { notify } from "@/lib/toast";
import { SurveyHeading } from "./survey-heading";
import type { SurveyStepProps } from "./survey-types";

const SIZE_SURVEY_TEXT = { heading: "Your sizes", gender: "Sizing", women: "Women", men: "Men", height: "Height", fit: "Fit", anyFit: "No preference", next: "Next" } as const;

const legendClass = "mb-2 text-xs font-semibold uppercase tracking-[0.14em] text-stone-600";
const choiceClass =
  "flex min-h-11 cursor-pointer items-center gap-2 border border-stone-300 px-3 text-[15px] text-stone-900 has-[:checked]:border-stone-950 has-[:checked]:bg-stone-100 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-stone-950";

interface SizeSurveyProps extends SurveyStepProps {
  /** custom_data/size_chart.json: each category's title and size labels */
  chart: SizeChart;
}

/**
 * Step 1 of 3 (ACCT-21): women's or men's sizing, 1–2 sizes per category of that gender (a third pick
 * drops the oldest), an optional height and fit. Saved with PUT /api/users/figure.
 */
export function SizeSurvey({ initial, chart, onSaved, focusOnMount }: SizeSurveyProps) {
  const {
    control,
    register,
    handleSubmit,
    formState: { errors },
  } = useShopForm<SizeSurveyInput, unknown, FigureRequest>({ resolver: zodResolver(sizeSurveySchema), defaultValues: sizeSurveyDefaults(initial) });
  const gender = useWatch({ control, name: "gender" });
  const save = useSaveSizes();
  const heightError = errors.heightFt?.message;

  return (
    <form
      noValidate
      aria-labelledby="size-survey-h"
      className="space-y-8"
      onSubmit={handleSubmit(
        (request) => save.mutate(request, { onSuccess: onSaved }),
        () => notify.error(SURVEY_MESSAGES.invalidSizes),
      )}
    >
      <SurveyHeading id="size-survey-h" focusOnMount={focusOnMount}>
        {SIZE_SURVEY_TEXT.heading}
      </SurveyHeading>

      <fieldset>
        <legend className={legendClass}>{SIZE_SURVEY_TEXT.gender}</legend>
        <div className="flex gap-3">
          {(["F", "M"] as const).map((value) => (
            <label key={value} className={choiceClass}>
              <input type="radio" value={value} {...register("gender")} />
              {value === "F" ? SIZE_SURVEY_TEXT.women : SIZE_SURVEY_TEXT.men}
            </label>
          ))}
        </div>
      </fieldset>

      {SIZE_CATEGORIES[gender].map((category) => (
        <SizePicks key={category} control={control} category={category} chart={chart} error={errors.sizes?.[category]?.message} />
      ))}

      <fieldset aria-describedby={heightError ? errorId("height-ft") : undefined}>
        <legend className={legendClass}>
          {SIZE_SURVEY_TEXT.height} <span className="font-normal normal-case tracking-normal">(optional)</span>
        </legend>
        <div className="flex gap-3">
          <Field id="height-ft" label="ft" className="w-28">
            <select id="height-ft" className={inputClass(Boolean(heightError))} {...errorProps("height-ft", heightError)} {...register("heightFt")}>
              <option value="">—</option>
              {HEIGHT_FT_CHOICES.map((ft) => (
                <option key={ft}>{ft}</option>
              ))}
            </select>
          </Field>
          <Field id="height-in" label="in" className="w-28">
            <select id="height-in" className={inputClass(false)} {...register("heightIn")}>
              <option value="">—</option>
              {HEIGHT_IN_CHOICES.map((inches) => (
                <option key={inches}>{inches}</option>
              ))}
            </select>
          </Field>
        </div>
        <FieldError id="height-ft" error={heightError} />
      </fieldset>

      <FitChoice register={register} gender={gender} />

      {save.isError && <Alert>{save.error.message}</Alert>}
      <Button type="submit" pending={save.isPending}>
        {SIZE_SURVEY_TEXT.next}
      </Button>
    </form>
  );
}

/** One category's size checkboxes: at most two stay ticked, a third tick unticks the oldest. */
function SizePicks({ control, category, chart, error }: { control: Control<SizeSurveyInput, unknown, FigureRequest>; category: SizeCategory; chart: SizeChart; error?: string }) {
  const entry = chart.find((e) => e.id === category);
  const id = `sizes-${category}`;
  return (
    <Controller
      control={control}
      name={`sizes.${category}`}
      render={({ field }) => (
        <fieldset aria-describedby={error ? errorId(id) : undefined}>
          <legend className={legendClass}>{entry?.title ?? category}</legend>
          <div className="flex flex-wrap gap-2">
            {(entry?.alpha ?? []).map(({ label, values }, index) => (
              <label key={label} className={choiceClass}>
                <input
                  type="checkbox"
                  ref={index === 0 ? field.ref : undefined}
                  checked={field.value.includes(label)}
                  onChange={() => field.onChange(togglePick(field.value, label, MAX_SIZES_PER_CATEGORY))}
                  onBlur={field.onBlur}
                />
                <span className="uppercase">{label}</span>{" "}
                <span className="text-xs text-stone-600">({values.join(", ")})</span>
              </label>
            ))}
          </div>
          <FieldError id={id} error={error} />
        </fieldset>
      )}
    />
  );
}

/** Optional, single choice; Petite and Plus are not offered for men (a hidden pick is not sent). */
function FitChoice({ register, gender }: { register: UseFormRegister<SizeSurveyInput>; gender: Gender }) {
  return (
    <fieldset>
      <legend className={legendClass}>
        {SIZE_SURVEY_TEXT.fit} <span className="font-normal normal-case tracking-normal">(optional)</span>
      </legend>
      <div className="flex flex-wrap gap-2">
        {(["", ...fitsFor(gender)] as const).map((fit) => (
          <label key={fit || "any"} className={choiceClass}>
            <input type="radio" value={fit} {...register("fits")} />
            {fit === "" ? SIZE_SURVEY_TEXT.anyFit : FIT_LABELS[fit]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
