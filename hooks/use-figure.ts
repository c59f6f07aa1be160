"use client";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { saveFigure, savePreferences } from "@/lib/api/calls/figure";
import { unwrap } from "@/lib/api/errors";
import { browserApi } from "@/lib/api/browser";
import type { FigureRequest, PreferenceGroupId, UserFigure } from "@/lib/api/schemas/figure";
import { figureQuery, preferenceOptionsQuery, sizeChartQuery } from "@/lib/queries/figure";
import { useExclusiveMutation } from "./use-exclusive-mutation";

/**
 * The My Measurements saves (ACCT-21…23), one per step. Each answers the whole saved survey, which
 * replaces the figure query's data and the options' saved picks, so a survey opened again (here, in
 * the box builder or the share checkout) starts from what was saved.
 */
function useSetFigure() {
  const queryClient = useQueryClient();
  return (figure: UserFigure) => {
    queryClient.setQueryData(figureQuery().queryKey, figure);
    queryClient.setQueryData(preferenceOptionsQuery().queryKey, (options) =>
      options && { groups: options.groups.map((group) => ({ ...group, values: figure[group.id] })) },
    );
  };
}

/** PUT /api/users/figure: the size survey. */
export function useSaveSizes() {
  return useExclusiveMutation({
    mutationKey: ["save-figure"],
    mutationFn: async (request: FigureRequest) => unwrap(await saveFigure(browserApi, request)),
    onSuccess: useSetFigure(),
  });
}

/** PUT /api/users/figure?type=…: one group of picks (styles or stores). */
export function useSavePreferences(group: PreferenceGroupId) {
  return useExclusiveMutation({
    mutationKey: ["save-preferences", group],
    mutationFn: async (values: string[]) => unwrap(await savePreferences(browserApi, group, values)),
    onSuccess: useSetFigure(),
  });
}

/** What the three surveys start from: the saved survey, the picture options and the size chart. */
export function useSurveyData() {
  const figure = useQuery(figureQuery());
  const options = useQuery(preferenceOptionsQuery());
  const chart = useQuery(sizeChartQuery());
  const queries = [figure, options, chart];
  const failed = queries.find((query) => query.isError);
  return {
    data: figure.isSuccess && options.isSuccess && chart.isSuccess ? { figure: figure.data, options: options.data, chart: chart.data } : null,
    error: failed?.error ?? null,
    retry: () => queries.filter((query) => query.isError).forEach((query) => void query.refetch()),
  };
}
