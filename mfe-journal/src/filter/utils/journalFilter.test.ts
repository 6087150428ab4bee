import { describe, expect, it } from 'vitest';
import { FILTERED_VIEW_PATHS, journalFilterSearchOf } from '@tj/design-system';
import { FILTERED_VIEWS } from '../components/JournalFilterBar';
import { activeFilters, describeFilter, filterFromParams, filterInputOf, filterSearch, hasPeriod, NO_FILTER, withFilter } from './journalFilter';

describe('the filter bar in the URL', () => {
  it('reads every choice from the query and writes it back in place, the page’s own parameters kept', () => {
    const params = new URLSearchParams('search=gap&period=month&symbol=aapl&side=short&tags=3,7,x&match=all&compare=1&sort=pnl');
    const filter = filterFromParams(params);
    expect(filter).toEqual({ ...NO_FILTER, period: 'month', symbol: 'AAPL', side: 'short', tags: ['3', '7'], matchAll: true, compare: true });
    expect(withFilter(params, filter).toString()).toBe('search=gap&period=month&symbol=AAPL&side=short&tags=3%2C7&match=all&compare=1&sort=pnl');
    expect(withFilter(params, NO_FILTER).toString()).toBe('search=gap&sort=pnl');
    expect(filterSearch(filter)).toBe('?period=month&symbol=AAPL&side=short&tags=3%2C7&match=all&compare=1');
    expect(filterSearch(NO_FILTER)).toBe('');
  });

  it('drops what it cannot read instead of sending it', () => {
    expect(filterFromParams(new URLSearchParams('period=decade&side=up&from=03/02/2026&tags=a,b&match=all'))).toEqual(NO_FILTER);
  });

  it('sends no filter for all trades, and the GraphQL enums in capitals otherwise', () => {
    expect(filterInputOf(NO_FILTER)).toBeNull();
    expect(filterInputOf({ ...NO_FILTER, from: '2026-03-01', to: '2026-03-31', account: 'MAIN', tags: ['4'] })).toEqual({
      period: 'ALL', from: '2026-03-01', to: '2026-03-31', account: 'MAIN', platform: null, symbol: null, side: null, tagIds: ['4'], tagMatch: 'ANY',
    });
  });

  it('counts and names the applied filters, and knows when there is a period to compare', () => {
    const filter = { ...NO_FILTER, period: 'week' as const, symbol: 'MSFT', tags: ['1', '2'], matchAll: true };
    expect(activeFilters(filter)).toBe(3);
    expect(describeFilter(filter, (id) => `#${id}`)).toBe('This week · MSFT · #1 and #2');
    expect(describeFilter(NO_FILTER)).toBe('All trades');
    expect(describeFilter({ ...NO_FILTER, account: 'U1', platform: 'das_trader' }, undefined, (id) => (id === 'das_trader' ? 'DAS Trader Pro' : id))).toBe('Account U1 · DAS Trader Pro');
    expect(hasPeriod(filter)).toBe(true);
    expect(hasPeriod({ ...NO_FILTER, from: '2026-03-01' })).toBe(false);
    expect(hasPeriod({ ...NO_FILTER, from: '2026-03-01', to: '2026-03-02' })).toBe(true);
  });

  it("carries between the views what the shell's sidebar carries: the same parameters, among the same four views", () => {
    const filter = filterFromParams(new URLSearchParams('account=U1&platform=DAS_Trader&symbol=aapl&period=week&q=gap'));
    expect(filter).toMatchObject({ account: 'U1', platform: 'das_trader', symbol: 'AAPL' });
    expect(journalFilterSearchOf(filterSearch(filter))).toBe(filterSearch(filter));
    expect(FILTERED_VIEWS.map(({ path }) => path).sort()).toEqual([...FILTERED_VIEW_PATHS].sort());
  });
});
