import type { EntityManager } from '@mikro-orm/core';
import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../../test/support/manual-clock';
import { DEFAULT_SETTINGS } from '../settings';
import { journalFilterOf } from '../trades';
import { callerScopeOf } from './caller-scope';

const em = {} as EntityManager;
const settingsOf = (timezone: string) => ({ get: async () => ({ ...DEFAULT_SETTINGS, timezone }) });

describe('callerScopeOf', () => {
  it('makes the filter’s dates times in the caller’s Timezone setting', async () => {
    const filter = journalFilterOf({ from: '2026-03-02', to: '2026-03-02' });
    const { timeZone, scope } = await callerScopeOf(settingsOf('pst'), new ManualClock(), em, 7, filter);
    expect(timeZone).toBe('America/Los_Angeles');
    expect(scope.filter).toBe(filter);
    expect(scope.window).toEqual({ start: Date.parse('2026-03-02T08:00:00Z'), end: Date.parse('2026-03-03T08:00:00Z') });
  });

  it('reads a period as of the clock’s now', async () => {
    const { scope } = await callerScopeOf(settingsOf('Europe/Berlin'), new ManualClock('2026-01-15T12:00:00Z'), em, 7, journalFilterOf({ period: 'month' }));
    expect(scope.window).toEqual({ start: Date.parse('2025-12-31T23:00:00Z'), end: Date.parse('2026-01-31T23:00:00Z') });
  });
});
