import { describe, expect, it } from 'vitest';
import { ianaZoneOf } from './timeZones';

describe('ianaZoneOf', () => {
  it('maps each Settings choice to its IANA zone', () => {
    expect(['est', 'cst', 'mst', 'pst'].map(ianaZoneOf)).toEqual(['America/New_York', 'America/Chicago', 'America/Denver', 'America/Los_Angeles']);
  });

  it('falls back to UTC, never to another zone passed off as the user’s', () => {
    expect(ianaZoneOf(undefined)).toBe('UTC');
    expect(ianaZoneOf('xyz')).toBe('UTC');
  });
});
