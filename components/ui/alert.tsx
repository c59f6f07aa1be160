import type { ReactNode } from "react";

const TONES = {
  error: "border-rose-700 bg-rose-50 text-rose-800",
  info: "border-stone-400 bg-stone-50 text-stone-800",
} as const;

interface AlertProps {
  tone?: keyof typeof TONES;
  children: ReactNode;
  /** a button or link beside the message (Retry, Sign in …) */
  action?: ReactNode;
  className?: string;
}

/**
 * A message about the page or a form as a whole (a failed load, the server's answer to a submit). Errors are
 * announced as they appear (role="alert"); notes are polite (role="status").
 */
export function Alert({ tone = "error", children, action, className = "" }: AlertProps) {
  return (
    <div
      role={tone === "error" ? "alert" : "status"}
      className={`flex flex-wrap items-center justify-between gap-3 border-l-2 px-4 py-3 text-sm ${TONES[tone]} ${className}`}
    >
      <p>{children}</p>
      {action}
    </div>
  );
}
