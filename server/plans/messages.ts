/** What the plan calls answer when they refuse (the spec's words where it gives them, BR-VAL-34/35/37, ONB-10). */
export const PLAN_MESSAGES = {
  planNotFound: "Plan not found.",
  couponInvalid: "Coupon code invalid.",
  vipInvalidOnApply: "VIP Code invalid",
  vipInvalidOnOrder: "vip code invalid",
  billingAddress: "please provide vaild billing address.",
  payment: "please provide vaild payment information.",
  /** PLAN-11 / C-16: a new purchase at a tier other than 0-0 (the settings page is where the user goes) */
  notEligible: "You already have a plan: change it from My Plan Detail.",
  /** a change needs a running plan to change */
  noPlan: "You have no plan to change.",
  samePlan: "This is your current plan.",
  noRenewal: "Your plan does not renew.",
  /** a double submit while the first is still being charged */
  inProgress: "Your plan purchase is being processed.",
  keyReused: "This idempotency key was used for another plan purchase.",
  /** another purchase of the user's (another key: a second tab, a box checkout) is being charged */
  otherPurchase: "Another plan purchase of yours is being processed.",
  /** a change whose running plan changed (another purchase finished) between its quote and its charge */
  planChanged: "Your plan has just changed: check My Plan Detail.",
} as const;
