/**
 * Query options for My Measurements (ACCT-20…24): the saved survey (API-27), the style and store
 * options with the saved picks (API-29), and the static size chart (API-26). The saves in
 * hooks/use-figure.ts write their answers into these keys. The calls load lazily (lib/api/lazy.ts), as
 * in lib/queries/account.ts.
 */
import { queryOptions } from "@tanstack/react-query";
import { unwrap } from "@/lib/api/errors";
import { callLazily } from "@/lib/api/lazy";

const figureCalls = () => import("@/lib/api/calls/figure");

export const figureQuery = () =>
  queryOptions({
    queryKey: ["figure"],
    queryFn: async () => unwrap(await callLazily(figureCalls, (calls, api) => calls.getFigure(api))),
    staleTime: 60_000,
  });

export const preferenceOptionsQuery = () =>
  queryOptions({
    queryKey: ["preference-options"],
    queryFn: async () => unwrap(await callLazily(figureCalls, (calls, api) => calls.getPreferenceOptions(api))),
    staleTime: 60_000,
  });

/** A static file: fetched once per visit. */
export const sizeChartQuery = () =>
  queryOptions({
    queryKey: ["size-chart"],
    queryFn: async () => unwrap(await callLazily(figureCalls, (calls, api) => calls.getSizeChart(api))),
    staleTime: Infinity,
  });
