export * from "./calls";
export * from "./errors";
export type { ApiClient } from "./http";
export * from "./schemas/common";
export * from "./schemas/shop";
export * from "./schemas/item";
export * from "./schemas/cart";
export * from "./schemas/user";
export * from "./schemas/checkout";
