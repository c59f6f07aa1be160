import { paragraphs } from "@/lib/item/description";

/** The description as text paragraphs (never as HTML: it is seller-written). */
export function ItemDescription({ text }: { text: string }) {
  const blocks = paragraphs(text);
  if (blocks.length === 0) return null;
  return (
    <section aria-labelledby="item-description" className="border-t border-stone-200 pt-6">
      <h2 id="item-description" className="mb-3 text-xs font-semibold uppercase tracking-[0.16em] text-stone-600">
        Description
      </h2>
      <div className="space-y-3 text-[15px] leading-relaxed text-stone-800">
        {blocks.map((lines, i) => (
          <p key={i}>
            {lines.map((line, j) => (
              <span key={j}>
                {j > 0 && <br />}
                {line}
              </span>
            ))}
          </p>
        ))}
      </div>
    </section>
  );
}
