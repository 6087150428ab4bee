import { describe, expect, it } from 'vitest';
import { parseDurationSeconds } from './duration';
import { usernameBaseOf, usernameCandidates } from './google-identity';
import { DEFAULT_RETURN_TO, safeReturnTo } from './oauth-state-store';

describe('parseDurationSeconds', () => {
  it.each([
    ['90', 90],
    ['90s', 90],
    ['15m', 900],
    ['12h', 43_200],
    [' 7d ', 604_800],
  ])('reads %s as %d seconds', (text, seconds) => {
    expect(parseDurationSeconds(text)).toBe(seconds);
  });

  it.each(['', '0', '7 days', '-1m', '1.5h', '7w'])('refuses %j', (text) => {
    expect(parseDurationSeconds(text)).toBeNull();
  });
});

describe('usernames for Google accounts', () => {
  it.each([
    ['Grace.Hopper@gmail.com', 'grace.hopper'],
    ['o+tag@x.io', 'otag'],
    ['ab@x.io', 'abtrader'],
    ['名前@example.com', 'trader'],
    [`${'a'.repeat(40)}@x.io`, 'a'.repeat(30)],
  ])('derives a valid base from %s', (email, base) => {
    expect(usernameBaseOf(email)).toBe(base);
    expect(base).toMatch(/^[a-z0-9_.-]{3,30}$/);
  });

  it('numbers further candidates within 30 characters', () => {
    const candidates = usernameCandidates('a'.repeat(30), 12);
    expect(candidates.slice(0, 3)).toEqual(['a'.repeat(30), `${'a'.repeat(29)}2`, `${'a'.repeat(29)}3`]);
    expect(candidates.at(-1)).toBe(`${'a'.repeat(28)}12`);
  });
});

describe('safeReturnTo', () => {
  it.each(['/history', '/dashboard?range=1M', '/settings#security'])('keeps the site path %s', (path) => {
    expect(safeReturnTo(path)).toBe(path);
  });

  it.each(['https://evil.example', '//evil.example/x', '/\\evil.example', 'history', '/x\r\nSet-Cookie: a=b', undefined, 42, `/${'x'.repeat(600)}`])(
    'replaces %j with the dashboard',
    (value) => {
      expect(safeReturnTo(value)).toBe(DEFAULT_RETURN_TO);
    },
  );
});
