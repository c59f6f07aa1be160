/** Store-home texts the spec fixes (verbatim). */
export const STORE_NOT_FOUND = "Stylist Store Not Found";
export const NO_ITEMS_IN_CATEGORY = "There are no items in this category.";
export const SOLD_OUT = "SOLD OUT";
export const PRESALE = "PRESALE";
export const MEMBER_PRICE = "member price";
