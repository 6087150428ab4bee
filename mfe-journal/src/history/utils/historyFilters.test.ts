import { describe, expect, it } from 'vitest';
import { dateRangeProblem, exportHref, filterInputOf, filtersFromParams, NO_FILTERS, paramsFromFilters } from './historyFilters';

describe('history filters in the URL', () => {
  it('reads the header search and every filter', () => {
    expect(filtersFromParams(new URLSearchParams('search=%20aapl%20&filter=winners&period=month&from=2025-03-01&to=2025-03-31&tag=7&import=12&unreconciled=true'))).toEqual({
      search: 'aapl',
      filter: 'winners',
      period: 'month',
      from: '2025-03-01',
      to: '2025-03-31',
      tag: '7',
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

  it('names a date range that ends before it starts', () => {
    expect(dateRangeProblem({ from: '2025-03-10', to: '2025-03-01' })).toBe('The end of the date range is before its start.');
    expect(dateRangeProblem({ from: '2025-03-01', to: '' })).toBeNull();
  });
});

describe('history filters sent to the API', () => {
  const filters = { search: 'aapl', filter: 'losers' as const, period: 'quarter' as const, from: '2025-01-01', to: '2025-03-31', tag: '7', import: '12', unreconciled: 'true' };

  it('are the GraphQL filter, enums in capitals', () => {
    expect(filterInputOf(filters)).toEqual({ search: 'aapl', filter: 'LOSERS', period: 'QUARTER', from: '2025-01-01', to: '2025-03-31', tagIds: ['7'], importId: '12', unreconciledOnly: true });
    expect(filterInputOf(NO_FILTERS)).toEqual({ search: null, filter: 'ALL', period: 'ALL', from: null, to: null, tagIds: null, importId: null, unreconciledOnly: null });
  });

  it('are the export download’s query', () => {
    expect(exportHref(filters)).toBe('/api/trades/export.csv?search=aapl&filter=losers&period=quarter&from=2025-01-01&to=2025-03-31&tagIds=7&importId=12&unreconciled=true');
    expect(exportHref(NO_FILTERS)).toBe('/api/trades/export.csv');
  });
});
