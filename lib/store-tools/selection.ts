/**
 * TOOLS-05: the picker's selection, in the order it will have in the store: each new pick first, the latest
 * on top (ours: the spec gives no order; a stylist's fresh picks lead the store, and the arrange page moves
 * them), then the store's items in the store's order.
 */
export function toggleSelection<T extends { _id: string }>(selection: readonly T[], item: T): T[] {
  return selection.some((picked) => picked._id === item._id) ? selection.filter((picked) => picked._id !== item._id) : [item, ...selection];
}
