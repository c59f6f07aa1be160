/**
 * TOOLS-05: the picker's selection, in the order it will have in the store: the store's items first, in
 * the store's order, then each new pick at the end in the order picked (ours: the spec gives no order;
 * the arrange page moves them).
 */
export function toggleSelection<T extends { _id: string }>(selection: readonly T[], item: T): T[] {
  return selection.some((picked) => picked._id === item._id) ? selection.filter((picked) => picked._id !== item._id) : [...selection, item];
}
