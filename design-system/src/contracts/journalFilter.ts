/**
 * What the shell and the journal remote both know of the filter bar (docs/filter-bar.md): the bar
 * is the journal's, but the shell's sidebar links to the views it filters and carries it, as the
 * bar's own links do. Remotes and the shell never import each other, so the list lives here.
 */

/** The filter bar's query parameters, in the order it writes them; a page's others (the history's search and sort) are not the bar's. */
export const JOURNAL_FILTER_PARAMS = ['period', 'from', 'to', 'account', 'platform', 'symbol', 'side', 'tags', 'match', 'compare'] as const;
export type JournalFilterParam = (typeof JOURNAL_FILTER_PARAMS)[number];

/** The four views the bar filters alike: a link from one to another keeps the filter. */
export const FILTERED_VIEW_PATHS = ['/dashboard', '/analytics', '/insights', '/history'] as const;
export type FilteredViewPath = (typeof FILTERED_VIEW_PATHS)[number];

export const isFilteredView = (pathname: string): pathname is FilteredViewPath => (FILTERED_VIEW_PATHS as readonly string[]).includes(pathname);

/** The bar's parameters of a query string, the others left out: "?period=month&symbol=AAPL", or '' when it has none. */
export function journalFilterSearchOf(search: string): string {
  const params = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const name of JOURNAL_FILTER_PARAMS) {
    const value = params.get(name);
    if (value) kept.set(name, value);
  }
  const query = kept.toString();
  return query ? `?${query}` : '';
}
