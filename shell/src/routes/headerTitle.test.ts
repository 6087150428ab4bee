import { describe, expect, it } from 'vitest';
import { headerTitleFor } from './headerTitle';

describe('headerTitleFor', () => {
  it("keeps SPEC's 'Trading Dashboard' on the dashboard", () => {
    expect(headerTitleFor('/dashboard')).toBe('Trading Dashboard');
  });

  it('names every other screen after its route', () => {
    expect(headerTitleFor('/history')).toBe('Trade History');
    expect(headerTitleFor('/import')).toBe('Import Trades');
    expect(headerTitleFor('/playbook')).toBe('Play Book');
    expect(headerTitleFor('/settings')).toBe('Settings');
  });

  it('names a nested path after the route it is under', () => {
    expect(headerTitleFor('/analytics/anything')).toBe('Analytics');
  });
});
