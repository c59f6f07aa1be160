/** My Measurements (auth): API-27…30, and the size chart it shows. */
import type { ApiClient } from "../http";
import { SizeChart } from "../schemas/cart";
import { PreferenceOptions, UserFigure, type FigureRequest, type PreferenceGroupId } from "../schemas/figure";

export const getFigure = (api: ApiClient) => api.request("GET", "/api/users/figure", UserFigure);

export const saveFigure = (api: ApiClient, body: FigureRequest) => api.request("PUT", "/api/users/figure", UserFigure, { body });

export const savePreferences = (api: ApiClient, group: PreferenceGroupId, values: string[]) =>
  api.request("PUT", "/api/users/figure", UserFigure, { query: { type: group }, body: { [group]: values } });

export const getPreferenceOptions = (api: ApiClient) => api.request("GET", "/api/user/preference/options", PreferenceOptions);

export const getSizeChart = (api: ApiClient) => api.request("GET", "/custom_data/size_chart.json", SizeChart, { raw: true });
