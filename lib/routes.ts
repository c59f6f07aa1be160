/** Paths of the app's pages (features.md §2); one place so links and redirects agree. */
const seg = encodeURIComponent;

export const storePath = (store: string) => `/${seg(store)}`;
export const itemPath = (store: string, storeId: string, itemId: string) => `/${seg(store)}/item/${seg(storeId)}/${seg(itemId)}`;
export const cartPath = (store: string) => `/${seg(store)}/cart`;
export const checkoutStep1Path = (store: string) => `/${seg(store)}/checkout/step1`;
export const subBrandPath = (store: string, code: string) => `/${seg(store)}/sub/${seg(code.toLowerCase())}/`;
export const getStyledPath = (store: string) => `/skd/${seg(store)}`;
export const signInPath = () => "/auth/sign/signin";
export const signUpPath = () => "/auth/sign/signup";
export const myOrdersPath = () => "/myorders/orders/regular";
