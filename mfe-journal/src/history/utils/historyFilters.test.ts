import { describe, expect, it } from 'vitest';
import { NO_FILTER as NO_BAR_FILTER } from '../../filter/utils/journalFilter';
import { dateRangeProblem, exportHref, filterInputOf, filtersFromParams, NO_FILTERS, paramsFromFilters, withLegacyTagMoved } from './historyFilters';

describe('history filters in the URL', () => {
  it('reads the header search and every filter', () => {
    expect(filtersFromParams(new URLSearchParams('search=%20aapl%20&filter=winners&period=month&from=2025-03-01&to=2025-03-31&tag=7&import=12&unreconciled=true'))).toEqual({
      search: 'aapl',
      filter: 'winners',
      period: 'month',
      from: '2025-03-01',
      to: '2025-03-31',
      import: '12',
      unreconciled: 'true',
    });
  });

  it('drops what it does not know', () => {
    expect(filtersFromParams(new URLSearchParams('filter=everything&period=decade&from=yesterday&tag=x&import=3;drop'))).toEqual(NO_FILTERS);
  });

  it('writes only what is applied, and reads back the same filters', () => {
    const filters = { ...NO_FILTERS, search: 'TSLA', period: 'week' as const };
    expect(paramsFromFilters(filters).toString()).toBe('search=TSLA&period=week');
    expect(filtersFromParams(paramsFromFilters(filters))).toEqual(filters);
    expect(paramsFromFilters(NO_FILTERS).toString()).toBe('');
  });

  it("moves an old link's single tag (?tag=) into the filter bar's tags, once, and leaves a query without one alone", () => {
    expect(withLegacyTagMoved(new URLSearchParams('filter=winners&tag=7'))?.toString()).toBe('filter=winners&tags=7');
    expect(withLegacyTagMoved(new URLSearchParams('tags=3&tag=7'))?.toString()).toBe('tags=3%2C7');
    expect(withLegacyTagMoved(new URLSearchParams('tags=7&tag=7'))?.toString()).toBe('tags=7');
    // A malformed one is dropped, not sent.
    expect(withLegacyTagMoved(new URLSearchParams('tag=x&search=aapl'))?.toString()).toBe('search=aapl');
    expect(withLegacyTagMoved(new URLSearchParams('tags=7'))).toBeNull();
  });

  it('names a date range that ends before it starts', () => {
    expect(dateRangeProblem({ from: '2025-03-10', to: '2025-03-01' })).toBe('The end of the date range is before its start.');
    expect(dateRangeProblem({ from: '2025-03-01', to: '' })).toBeNull();
  });
});

describe('history filters sent to the API', () => {
  const filters = { search: 'aapl', filter: 'losers' as const, period: 'quarter' as const, from: '2025-01-01', to: '2025-03-31', import: '12', unreconciled: 'true' };
  const bar = { ...NO_BAR_FILTER, tags: ['7'] };

  it('are the GraphQL filter, enums in capitals', () => {
    expect(filterInputOf(filters, bar)).toEqual({ search: 'aapl', filter: 'LOSERS', period: 'QUARTER', from: '2025-01-01', to: '2025-03-31', tagIds: ['7'], importId: '12', unreconciledOnly: true });
    expect(filterInputOf(NO_FILTERS)).toEqual({ search: null, filter: 'ALL', period: 'ALL', from: null, to: null, tagIds: null, importId: null, unreconciledOnly: null });
  });

  it('are the export download’s query', () => {
    expect(exportHref(filters, bar)).toBe('/api/trades/export.csv?search=aapl&filter=losers&period=quarter&from=2025-01-01&to=2025-03-31&tagIds=7&importId=12&unreconciled=true');
    expect(exportHref(NO_FILTERS)).toBe('/api/trades/export.csv');
  });
});
