import { NotFoundView } from "@/components/layout/not-found-view";

/** An unknown item (MISC-07), inside the shop chrome. */
export default function ItemNotFound() {
  return <NotFoundView />;
}
