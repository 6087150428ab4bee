import { describe, expect, it } from 'vitest';
import { DEFAULT_HISTORY_SORT, nextSort, sortCaption, sortFromParams, sortVariables, withSort } from './historySort';

describe('the history sort in the URL', () => {
  it('reads ?sort and ?dir, and takes anything unknown for the default (newest entry first)', () => {
    expect(sortFromParams(new URLSearchParams('sort=pnl&dir=asc'))).toEqual({ key: 'pnl', direction: 'asc' });
    expect(sortFromParams(new URLSearchParams('sort=hold_time'))).toEqual({ key: 'hold_time', direction: 'desc' });
    expect(sortFromParams(new URLSearchParams('sort=colour&dir=asc'))).toEqual(DEFAULT_HISTORY_SORT);
    expect(sortFromParams(new URLSearchParams(''))).toEqual(DEFAULT_HISTORY_SORT);
  });

  it('writes the sort beside the filters, and leaves the default out', () => {
    expect(withSort(new URLSearchParams('filter=winners'), { key: 'pnl', direction: 'desc' }).toString()).toBe('filter=winners&sort=pnl&dir=desc');
    expect(withSort(new URLSearchParams('filter=winners&sort=pnl&dir=desc'), DEFAULT_HISTORY_SORT).toString()).toBe('filter=winners');
  });

  it('turns the sorted column around on a second click; another column starts largest first, or A to Z', () => {
    expect(nextSort(DEFAULT_HISTORY_SORT, 'pnl')).toEqual({ key: 'pnl', direction: 'desc' });
    expect(nextSort({ key: 'pnl', direction: 'desc' }, 'pnl')).toEqual({ key: 'pnl', direction: 'asc' });
    expect(nextSort({ key: 'pnl', direction: 'asc' }, 'pnl')).toEqual({ key: 'pnl', direction: 'desc' });
    expect(nextSort({ key: 'pnl', direction: 'asc' }, 'symbol')).toEqual({ key: 'symbol', direction: 'asc' });
    expect(nextSort(DEFAULT_HISTORY_SORT, 'entry_time')).toEqual({ key: 'entry_time', direction: 'asc' });
  });

  it('names the order in the caption and in the API’s words', () => {
    expect(sortCaption(DEFAULT_HISTORY_SORT)).toBe('Trade history, newest first');
    expect(sortCaption({ key: 'pnl', direction: 'desc' })).toBe('Trade history, by P&L, largest first');
    expect(sortCaption({ key: 'hold_time', direction: 'asc' })).toBe('Trade history, by hold time, shortest first');
    expect(sortVariables({ key: 'hold_time', direction: 'asc' })).toEqual({ sortBy: 'HOLD_TIME', sortDirection: 'ASC' });
  });
});
