/** Which of the rows shown are selected: every one, some, or none (the header box's checked, mixed or empty). */
export function selectionState(shownIds: readonly string[], selected: ReadonlySet<string>): 'all' | 'some' | 'none' {
  const count = shownIds.filter((id) => selected.has(id)).length;
  if (count === 0) return 'none';
  return count === shownIds.length ? 'all' : 'some';
}

/**
 * The selection after a row's box is clicked: that row alone, or with Shift every row from the
 * one clicked before (the anchor) to it, all set as the clicked row now is.
 */
export function toggledSelection(selected: ReadonlySet<string>, shownIds: readonly string[], id: string, on: boolean, anchor: string | null, range: boolean): Set<string> {
  const next = new Set(selected);
  const from = range && anchor !== null ? shownIds.indexOf(anchor) : -1;
  const to = shownIds.indexOf(id);
  const ids = from >= 0 && to >= 0 ? shownIds.slice(Math.min(from, to), Math.max(from, to) + 1) : [id];
  for (const each of ids) {
    if (on) next.add(each);
    else next.delete(each);
  }
  return next;
}
