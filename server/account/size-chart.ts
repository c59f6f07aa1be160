/** The size chart's labels per category, from the static file the screens read too (API-26). */
import chart from "../../public/custom_data/size_chart.json";
import type { SizeLabels } from "../../lib/account/surveys";

export const SIZE_LABELS: SizeLabels = Object.fromEntries(chart.map((entry) => [entry.id, entry.alpha.map((group) => group.label)]));
