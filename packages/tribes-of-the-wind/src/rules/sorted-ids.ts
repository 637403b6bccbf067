/**
 * Ids in `sort()` order (by UTF-16 code units, as `<` compares strings): an insertion sort, as the
 * lists are a handful of cards and searches sort them at almost every turn, where `[...ids].sort()`
 * would copy twice and call back for each comparison.
 */
export function sortIdsInto(ids: readonly string[], out: string[]): string[] {
  for (let i = 0; i < ids.length; i++) {
    const id = ids[i] as string;
    let j = i;
    while (j > 0 && (out[j - 1] as string) > id) {
      out[j] = out[j - 1] as string;
      j--;
    }
    out[j] = id;
  }
  if (out.length !== ids.length) out.length = ids.length;
  return out;
}

/** `ids` sorted into a new list. */
export function sortedIds(ids: readonly string[]): string[] {
  return sortIdsInto(ids, []);
}
