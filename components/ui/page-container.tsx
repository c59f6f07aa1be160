import type { HTMLAttributes } from "react";

/** The page widths of the shop: the store's full width, a reading column, an account page, a form. */
const WIDTHS = {
  wide: "max-w-[1240px] px-4 desktop:px-8",
  reading: "max-w-[880px] px-4",
  account: "max-w-2xl px-5",
  form: "max-w-md px-5",
} as const;

interface PageContainerProps extends HTMLAttributes<HTMLElement> {
  width: keyof typeof WIDTHS;
  as?: "div" | "section" | "main";
}

/**
 * The centred, padded column every page sits in: one place for the shop's page widths. `className`
 * adds the page's own vertical spacing (`pb-20 pt-10`, `text-center`), never another width.
 */
export function PageContainer({ width, className = "", as: Tag = "div", ...rest }: PageContainerProps) {
  return <Tag className={`mx-auto w-full ${WIDTHS[width]} ${className}`} {...rest} />;
}
