import { secondaryButton } from "@/components/item/button-styles";

/** A load that failed: the message (the server's, or the network one) and a Retry button. */
export function RetryAlert({ message, onRetry, className = "" }: { message: string; onRetry: () => void; className?: string }) {
  return (
    <div role="alert" className={`flex flex-wrap items-center justify-between gap-3 border-l-2 border-rose-700 bg-rose-50 px-4 py-3 text-sm text-rose-800 ${className}`}>
      <p>{message}</p>
      <button type="button" className={secondaryButton} onClick={onRetry}>
        Retry
      </button>
    </div>
  );
}
