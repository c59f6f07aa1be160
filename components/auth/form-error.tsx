import { Alert } from "@/components/ui/alert";

/** The server's answer to a failed submit (the form's `root.server` error), shown verbatim (AUTH-05, shopper.md §8). */
export function FormError({ message }: { message: string | undefined }) {
  if (!message) return null;
  return <Alert>{message}</Alert>;
}
