import type { ButtonHTMLAttributes } from "react";
import { buttonStyles, type ButtonVariant } from "./button-styles";

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  /** shows the work in progress: the button is disabled and says so to assistive technology */
  pending?: boolean;
}

/** The shop's button. `type` defaults to "button"; pass type="submit" for a form's submit. */
export function Button({ variant = "primary", pending = false, type = "button", className = "", disabled, ...rest }: ButtonProps) {
  return (
    <button
      type={type}
      disabled={disabled || pending}
      aria-busy={pending || undefined}
      className={`${buttonStyles[variant]} ${className}`}
      {...rest}
    />
  );
}
