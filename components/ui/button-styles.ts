/**
 * The button looks, as class lists: use <Button variant> for buttons, and these for links that look like
 * buttons (`<Link className={primaryButton}>`).
 */
const focus = "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-stone-950";

const primary = `inline-flex h-12 items-center justify-center bg-stone-950 text-[15px] font-medium tracking-[0.06em] text-white transition hover:bg-stone-800 disabled:cursor-not-allowed disabled:bg-stone-300 disabled:text-stone-600 ${focus}`;

/** The whole width of its column (forms, panels); `desktop:w-…` may narrow it on wide screens. */
export const primaryButton = `${primary} w-full px-6`;

/**
 * As wide as its words, for a lone call to action under a message (an empty cart, an order placed): a
 * plain `w-auto` after `primaryButton` loses to its `w-full` in the stylesheet, and the button ran across
 * the whole page at 1280 px (issue 26's look-over).
 */
export const primaryButtonFit = `${primary} w-auto px-10`;

export const secondaryButton = `inline-flex h-11 items-center justify-center border border-stone-900 bg-white px-5 text-sm font-medium tracking-[0.04em] text-stone-950 transition hover:bg-stone-100 disabled:cursor-not-allowed disabled:border-stone-300 disabled:text-stone-400 ${focus}`;

export const textButton = `text-sm text-stone-600 underline underline-offset-4 hover:text-stone-950 ${focus}`;

export const buttonStyles = { primary: primaryButton, secondary: secondaryButton, text: textButton } as const;
export type ButtonVariant = keyof typeof buttonStyles;
