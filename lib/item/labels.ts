/** Button labels of the option dialog by mode and state (BROWSE-16, BROWSE-21). */
export const ADD_TO_CART = "add to cart";
export const UPDATE = "Update";
export const OFFER_ENDED = "Offer ended";
