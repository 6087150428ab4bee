import { describe, expect, it } from 'vitest';
import { selectionState, toggledSelection } from './selection';

const shown = ['a', 'b', 'c', 'd', 'e'];

describe('the history selection', () => {
  it('says whether all, some or none of the rows shown are selected (ids no longer shown do not count)', () => {
    expect(selectionState(shown, new Set())).toBe('none');
    expect(selectionState(shown, new Set(['z']))).toBe('none');
    expect(selectionState(shown, new Set(['a', 'c']))).toBe('some');
    expect(selectionState(shown, new Set(shown))).toBe('all');
  });

  it('toggles one row, or with Shift the range from the row clicked before, either way up or down', () => {
    expect([...toggledSelection(new Set(), shown, 'b', true, null, false)]).toEqual(['b']);
    expect([...toggledSelection(new Set(['b']), shown, 'd', true, 'b', true)].sort()).toEqual(['b', 'c', 'd']);
    expect([...toggledSelection(new Set(['e']), shown, 'b', true, 'e', true)].sort()).toEqual(['b', 'c', 'd', 'e']);
    expect([...toggledSelection(new Set(shown), shown, 'd', false, 'b', true)].sort()).toEqual(['a', 'e']);
    // Without Shift, or with an anchor no longer shown, only the row clicked.
    expect([...toggledSelection(new Set(['b']), shown, 'd', true, 'b', false)].sort()).toEqual(['b', 'd']);
    expect([...toggledSelection(new Set(), shown, 'd', true, 'gone', true)]).toEqual(['d']);
  });
});
