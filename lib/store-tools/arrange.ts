/** TOOLS-06: the arrange page's moves, as plain functions over the store's item ids. */

/** `list` with the entry at `from` moved to `to` (both clamped to the list); the same list when nothing moves. */
export function moveItem<T>(list: readonly T[], from: number, to: number): readonly T[] {
  const target = Math.max(0, Math.min(list.length - 1, to));
  if (from < 0 || from >= list.length || from === target) return list;
  const next = [...list];
  const [moved] = next.splice(from, 1);
  next.splice(target, 0, moved as T);
  return next;
}

/** Whether the order differs from the saved one (the Save button is for a change). */
export const orderChanged = (saved: readonly string[], current: readonly string[]) => saved.length !== current.length || saved.some((id, i) => current[i] !== id);
