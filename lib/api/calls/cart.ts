/** The cart: its price (the guest's and the account's), shipping options, and the signed-in cart (our paths, G-02). */
import type { z } from "zod";
import type { ApiClient } from "../http";
import { CartCalcRequest, CartCalcResponse, ShippingOptionList } from "../schemas/cart";
import { MergedCart, ServerCart, type AddCartLineRequest, type MergeCartRequest, type UpdateCartLineRequest } from "../schemas/user";
import { seg } from "./path-segment";

export const getShippingOptions = (api: ApiClient) =>
  api.request("GET", "/api/users/shipping_options", ShippingOptionList, { query: { support_pick_up: true } });

export const calcCart = (api: ApiClient, body: z.input<typeof CartCalcRequest>) =>
  api.request("POST", "/api/cart/calc", CartCalcResponse, { body });

export const getServerCart = (api: ApiClient) => api.request("GET", "/api/cart", ServerCart);

export const addServerCartLine = (api: ApiClient, line: AddCartLineRequest) => api.request("POST", "/api/cart", ServerCart, { body: line });

export const updateServerCartLine = (api: ApiClient, cartItemId: string, patch: UpdateCartLineRequest) =>
  api.request("PUT", `/api/cart/${seg(cartItemId)}`, ServerCart, { body: patch });

export const removeServerCartLine = (api: ApiClient, cartItemId: string) => api.request("DELETE", `/api/cart/${seg(cartItemId)}`, ServerCart);

export const mergeServerCart = (api: ApiClient, body: MergeCartRequest) => api.request("POST", "/api/cart/merge", MergedCart, { body });
