import { describe, expect, it } from 'vitest';
import { pnlTone } from '../format/money';
import { winRateTone } from '../format/ratios';
import { tokens } from './tokens';
import { toneColor } from './tones';

describe('toneColor', () => {
  it('colours win rates green, yellow and red (SPEC §9)', () => {
    expect(toneColor[winRateTone(0.6)]).toBe(tokens.color.success);
    expect(toneColor[winRateTone(0.4)]).toBe(tokens.color.warning);
    expect(toneColor[winRateTone(0.39)]).toBe(tokens.color.destructive);
  });

  it('colours P&L green at 0 or above and red below', () => {
    expect(toneColor[pnlTone(0)]).toBe(tokens.color.success);
    expect(toneColor[pnlTone(-1)]).toBe(tokens.color.destructive);
    expect(toneColor[pnlTone('—')]).toBe(tokens.color.textMuted);
  });
});
