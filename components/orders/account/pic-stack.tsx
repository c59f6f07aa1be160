import Image from "next/image";

/** The first three pictures of an order or a return, overlapping, as the lists show them (ACCT-02, ACCT-11). */
export function PicStack({ pics }: { pics: string[] }) {
  return (
    <span className="flex shrink-0 -space-x-6">
      {pics.slice(0, 3).map((pic, i) => (
        <Image key={i} src={pic} alt="" width={56} height={70} className="h-[70px] w-14 border-2 border-white bg-stone-100 object-cover" />
      ))}
    </span>
  );
}
