/**
 * G-48: which pick stages a request's `type` reads. `…s1` is stage 1 (Essentials), `…s2…` stage 2
 * (Exclusive) and `…s3…` both: the box builder's search across the whole box catalogue.
 */
import type { BoxFilterType, BoxSearchType } from "../../lib/api/schemas/box";

export type BoxStage = 1 | 2;

const STAGES: Record<BoxFilterType | BoxSearchType, BoxStage[]> = {
  share_box_s1: [1],
  share_box_s2: [2],
  share_box_s3: [1, 2],
  my_box_s1: [1],
  my_box_s2_web: [2],
  my_box_s3_web: [1, 2],
};

export const stagesOf = (type: BoxFilterType | BoxSearchType): BoxStage[] => STAGES[type];
