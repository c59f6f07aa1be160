import { Alert } from "@/components/ui/alert";

/** The server's answer to a failed submit, shown verbatim (AUTH-05, shopper.md §8). */
export function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return <Alert>{message}</Alert>;
}
