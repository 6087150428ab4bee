import { describe, expect, it } from 'vitest';
import { preferredEncoding } from './accept-encoding';

describe('preferredEncoding', () => {
  const both = ['br', 'gzip'] as const;

  it.each([
    [undefined, null],
    ['', null],
    ['identity', null],
    ['gzip, deflate, br, zstd', 'br'],
    ['GZIP, BR', 'br'],
    ['gzip;q=0.9, br;q=0.8', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['br; q=0.0, gzip; q=0', null],
    ['*', 'br'],
    ['*;q=0', null],
    ['gzip;q=0, *', 'br'],
    ['x-gzip', 'gzip'],
    ['br;q=nonsense, gzip', 'gzip'],
    ['deflate', null],
  ] as const)('Accept-Encoding %j takes %j', (header, expected) => {
    expect(preferredEncoding(header, both)).toBe(expected);
  });

  it('chooses only among the copies that exist', () => {
    expect(preferredEncoding('br, gzip', ['gzip'])).toBe('gzip');
    expect(preferredEncoding('br', ['gzip'])).toBeNull();
    expect(preferredEncoding('br, gzip', [])).toBeNull();
  });
});
