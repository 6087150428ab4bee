import { describe, expect, it } from 'vitest';
import { NOTES_SHOWN, notesSummary } from './notesSummary';

describe("a row's notes", () => {
  it('shows short notes whole, on one line', () => {
    expect(notesSummary('Reclaimed VWAP\non volume')).toBe('Reclaimed VWAP on volume');
  });

  it('shortens long notes at a word, marked with an ellipsis', () => {
    const long = 'Orderly pullback to the 9 EMA on light volume, bought the first green candle, stop under the low of the day';
    const shown = notesSummary(long);
    expect(shown.length).toBeLessThanOrEqual(NOTES_SHOWN + 1);
    expect(shown).toBe('Orderly pullback to the 9 EMA on light volume, bought the…');
  });
});
