import { describe, expect, it } from 'vitest';
import { everyTimeZone, ianaZoneOf } from './timeZones';

describe('ianaZoneOf', () => {
  it('maps each Settings choice to its IANA zone', () => {
    expect(['est', 'cst', 'mst', 'pst'].map(ianaZoneOf)).toEqual(['America/New_York', 'America/Chicago', 'America/Denver', 'America/Los_Angeles']);
  });

  it('keeps an IANA zone chosen from the full list', () => {
    expect(['Europe/London', 'Asia/Kolkata', 'UTC'].map(ianaZoneOf)).toEqual(['Europe/London', 'Asia/Kolkata', 'UTC']);
  });

  it('falls back to UTC, never to another zone passed off as the user’s', () => {
    expect(ianaZoneOf(undefined)).toBe('UTC');
    expect(ianaZoneOf('Mars/Olympus')).toBe('UTC');
  });
});

describe('everyTimeZone', () => {
  it('lists UTC first, then every zone the runtime knows, each once', () => {
    const zones = everyTimeZone();
    expect(zones[0]).toBe('UTC');
    expect(zones).toEqual(expect.arrayContaining(['America/New_York', 'Europe/London', 'Asia/Tokyo', 'Australia/Sydney']));
    expect(new Set(zones).size).toBe(zones.length);
  });
});
