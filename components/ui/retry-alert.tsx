import { Alert } from "./alert";
import { Button } from "./button";

/** A load that failed: the message (the server's, or the network one) and a Retry button. */
export function RetryAlert({ message, onRetry, className = "" }: { message: string; onRetry: () => void; className?: string }) {
  return (
    <Alert className={className} action={<Button variant="secondary" onClick={onRetry}>Retry</Button>}>
      {message}
    </Alert>
  );
}
