import { describe, expect, it } from 'vitest';
import { fitsCharacters } from './text-columns';

describe('fitsCharacters', () => {
  it('counts characters as a utf8mb4 column does: one for a character outside the Basic Multilingual Plane', () => {
    expect(fitsCharacters('a'.repeat(64), 64)).toBe(true);
    expect(fitsCharacters('a'.repeat(65), 64)).toBe(false);
    expect(fitsCharacters('📈'.repeat(64), 64)).toBe(true);
    expect(fitsCharacters('📈'.repeat(65), 64)).toBe(false);
    expect(fitsCharacters(`${'📈'.repeat(63)}ab`, 64)).toBe(false);
    expect(fitsCharacters('x'.repeat(3_000_000), 64)).toBe(false);
  });
});
