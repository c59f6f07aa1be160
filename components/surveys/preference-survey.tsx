"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import { Controller } from "react-hook-form";
import { useShopForm } from "@/lib/forms/use-shop-form";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { useSavePreferences } from "@/hooks/use-figure";
import { optionsForGender } from "@/lib/account/surveys";
import { preferenceSurveySchema, type PreferenceSurveyValues } from "@/lib/account/survey-forms";
import type { PreferenceGroupId, PreferenceOptions } from "@/lib/api/schemas/figure";
import { SurveyHeading } from "./survey-heading";
import { PickGrid } from "./pick-grid";
import type { SurveyStepProps } from "./survey-types";

const PICK_HINT = "Choose 1 to 3.";

interface PreferenceSurveyProps extends SurveyStepProps {
  group: PreferenceGroupId;
  heading: string;
  /** GET /api/user/preference/options: the group's options are taken from it */
  options: PreferenceOptions;
  submitLabel: string;
}

/**
 * A survey of pictures (the style survey, the store/brand survey): 1–3 of the group's options that suit
 * the saved gender, saved with PUT /api/users/figure?type=<group>.
 */
export function PreferenceSurvey({ group, heading, options, submitLabel, initial, onSaved, focusOnMount }: PreferenceSurveyProps) {
  const {
    control,
    handleSubmit,
    formState: { errors },
  } = useShopForm<PreferenceSurveyValues>({ resolver: zodResolver(preferenceSurveySchema), defaultValues: { picks: initial?.[group] ?? [] } });
  const save = useSavePreferences(group);
  const choices = optionsForGender(options.groups.find((g) => g.id === group)?.options ?? [], initial?.gender ?? null);
  const headingId = `${group}-h`;

  return (
    <form noValidate aria-labelledby={headingId} className="space-y-6" onSubmit={handleSubmit(({ picks }) => save.mutate(picks, { onSuccess: onSaved }))}>
      <div className="space-y-1">
        <SurveyHeading id={headingId} focusOnMount={focusOnMount}>
          {heading}
        </SurveyHeading>
        <p className="text-sm text-stone-600">{PICK_HINT}</p>
      </div>
      <Controller
        control={control}
        name="picks"
        render={({ field }) => (
          <PickGrid
            id={group}
            labelledBy={headingId}
            options={choices}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={errors.picks?.message}
          />
        )}
      />
      {save.isError && <Alert>{save.error.message}</Alert>}
      <Button type="submit" pending={save.isPending}>
        {submitLabel}
      </Button>
    </form>
  );
}
