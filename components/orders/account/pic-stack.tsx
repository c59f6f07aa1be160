import Image from "next/image";

/** How many entries at the top of a list load their pictures at once: what a phone shows before scrolling. */
export const EAGER_ENTRIES = 4;

/**
 * The first three pictures of an order or a return, overlapping, as the lists show them (ACCT-02, ACCT-11).
 * `eager` for the entries in the first view: a lazy picture there is the page's largest paint, and waits.
 */
export function PicStack({ pics, eager = false }: { pics: string[]; eager?: boolean }) {
  return (
    <span className="flex shrink-0 -space-x-6">
      {pics.slice(0, 3).map((pic, i) => (
        <Image key={i} src={pic} alt="" loading={eager ? "eager" : "lazy"} width={56} height={70} className="h-[70px] w-14 border-2 border-white bg-stone-100 object-cover" />
      ))}
    </span>
  );
}
