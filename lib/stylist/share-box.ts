/**
 * The Get Styled Box share flows (SHARE-01…13): the words and numbers both the pages and the embedded
 * API use. Shared with server/ (eslint.config.mjs lists lib/stylist): no imports here.
 */

export const SHARE_BOX_MESSAGES = {
  /** spec SHARE-01 (quoted): an unknown share id */
  notFound: "Get Styled Box id not found.",
  /** spec SHARE-01 (quoted): a share link or booking whose stylist (the store's owner) is gone or closed */
  stylistNotFound: "Get Styled Box, Stylist ID not found.",
  /** ours: the stylist's store does not offer the box (`can_share_box` false) */
  notOffered: (stylist: string) => `${stylist} is not offering the Get Styled Box right now.`,
  /** ours: a Get Styled Box of the user's is paid and not yet styled (SHARE-08 `pending_gold_box_warning`) */
  pendingWarning: "You already have a Get Styled Box on its way. This one is ordered in addition to it.",
  /** spec SHARE-12 (quoted): the error page without a stored message */
  errorDefault: "unable to process checkout page.",
  /** spec SHARE-09 / BR-VAL-32 (quoted) */
  invalidSizes: "please provide vaild size informations.",
  invalidForm: "please provide vaild informations.",
  /** spec SHARE-10 (quoted) */
  orderFailed: "An error occured, please try again.",
  /** spec SHARE-11 (quoted) */
  complete: "Congratulations on successfully ordering the Get Styled Box! Head over to the APP to check out your order",
} as const;

/** BR-BOX-06: the stylist gifts $20 off a Get Styled Box ordered from their share link (cents). */
export const SHARE_GIFT = 2000;

/** The plan a shopper buys with a Get Styled Box when they hold none: the shoppers' box plan. */
export const SHARE_BOX_PLAN = "shopper2";

/** G-10 (exact text n/s): the share offer as the start page words it. */
export const shareOfferText = (stylist: string) => `${stylist} has gifted you $20 toward your first Get Styled Box.`;
