import { z } from "zod";
import { Address, Cents, centsInput, Email, Id, INPUT_LIMITS, INT4_MAX, textInput } from "./common";
import { Variant, VariantOption } from "./item";

/** Where and when pick-up orders are collected (finding 15.12), as people read it: "Mon–Sat 10 am – 7 pm". */
export const PickUpPlace = z.object({ name: z.string(), address: z.string(), hours: z.string() });
export type PickUpPlace = z.infer<typeof PickUpPlace>;

/**
 * GET /api/users/shipping_options?support_pick_up=true. `pick_up_place` is ours (the spec lists
 * _id, name, price): only on the 'pick up' option, and only when the shop has set it.
 */
export const ShippingOption = z.object({ _id: Id, name: z.string(), price: Cents, pick_up_place: PickUpPlace.optional() });
export type ShippingOption = z.infer<typeof ShippingOption>;
export const ShippingOptionList = z.array(ShippingOption);

export const BundleChoice = z.object({ item_id: Id, variant_id: Id.nullable() });
export type BundleChoice = z.infer<typeof BundleChoice>;

/** One cart line as the browser keeps it and sends it for calculation. */
export const CartLineInput = z.object({
  cart_item_id: Id,
  item_id: Id,
  store_id: Id,
  variant_id: Id.nullable(),
  units: z.number().int().min(1).max(99),
  /** the unit price the shopper last saw, so the server can say when it changed */
  seen_price: centsInput().optional(),
  /** for a bundle item, the option picked for each of its items */
  bundle: z.array(BundleChoice).max(20).optional(),
});
export type CartLineInput = z.infer<typeof CartLineInput>;

/** POST /api/cart/calc */
export const CartCalcRequest = z.object({
  coupon_codes: z.array(z.object({ store_id: Id, coupon_code: textInput(INPUT_LIMITS.couponCode).trim().min(1) })).max(20).default([]),
  blings: z.number().int().min(0).max(INT4_MAX).default(0),
  email: Email.optional(),
  shipping_address: Address.nullable().optional(),
  shipping_method_id: Id.nullable().optional(),
  items: z.array(CartLineInput).max(100),
  sharecart: z.boolean().default(false),
});
export type CartCalcRequest = z.input<typeof CartCalcRequest>;

export const ResultStatus = z.enum(["success", "warning", "fail"]);
export const LineResult = z.object({ status: ResultStatus, message: z.string() });
export type LineResult = z.infer<typeof LineResult>;

export const CartBundlePart = z.object({
  item_id: Id,
  variant_id: Id.nullable(),
  name: z.string(),
  thumb: z.string(),
  options: z.array(VariantOption),
  price: Cents,
});

export const CartItem = z.object({
  cart_item_id: Id,
  item_id: Id,
  variant_id: Id.nullable(),
  store_id: Id,
  units: z.number().int().min(0),
  name: z.string(),
  code: z.string(),
  brand: z.string(),
  category: z.string().nullable(),
  thumb: z.string(),
  /** unit price after member pricing, before bundle and coupon discounts */
  price: Cents,
  compare_at_price: Cents.nullable(),
  /** the chosen variant's options, empty while none is chosen */
  options: z.array(VariantOption),
  /** every variant, so the cart can offer an option change */
  variants: z.array(Variant),
  results: z.array(LineResult),
  out_of_stock: z.boolean(),
  is_offer_ended: z.boolean(),
  is_bundle: z.boolean(),
  bundle: z.object({ discount: z.number().int(), items: z.array(CartBundlePart) }).nullable(),
  /** a starter-pack line (CART-10, BR-CHK-10): it cannot be removed */
  is_starter: z.boolean().optional(),
});
export type CartItem = z.infer<typeof CartItem>;

export const CouponResult = z.object({ coupon_code: z.string(), status: z.enum(["success", "fail"]), message: z.string() });
export type CouponResult = z.infer<typeof CouponResult>;

export const CartStore = z.object({
  id: Id,
  name: z.string(),
  user_name: z.string(),
  open_id: z.string(),
  items: z.array(CartItem),
  coupon_results: z.array(CouponResult),
  items_total: Cents,
  member_discount: Cents,
  bundle_discount: Cents,
  coupon_discount: Cents,
  total_discount: Cents,
});
export type CartStore = z.infer<typeof CartStore>;

export const CartCalcResponse = z.object({
  stores: z.array(CartStore),
  items_total: Cents,
  total_discount: Cents,
  shipping: Cents,
  tax: Cents,
  blings: Cents,
  grand_total: Cents,
  /** the shipping method the totals were computed with, null when none applies */
  shipping_method_id: Id.nullable(),
  /** true when any line or coupon failed: checkout must not proceed */
  has_errors: z.boolean(),
});
export type CartCalcResponse = z.infer<typeof CartCalcResponse>;

/** custom_data/size_chart.json (a static file) */
export const SizeChartEntry = z.object({
  id: z.string(),
  title: z.string(),
  men: z.boolean(),
  shoes: z.boolean(),
  alpha: z.array(z.object({ label: z.string(), values: z.array(z.number()) })),
});
export const SizeChart = z.array(SizeChartEntry);
export type SizeChart = z.infer<typeof SizeChart>;
