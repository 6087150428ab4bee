import { describe, expect, it } from 'vitest';
import { backgroundOf, blendOver, contrastPairs, contrastRatio } from './contrast';
import { tokens } from './tokens';

describe('contrastRatio', () => {
  it('gives the WCAG figures of known pairs', () => {
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(contrastRatio('#ffffff', '#777777')).toBe(contrastRatio('#777777', '#ffffff'));
    // The pairs axe reported before the fill tokens existed: white on the old blue and red.
    expect(contrastRatio('#ffffff', '#3b82f6')).toBeCloseTo(3.68, 2);
    expect(contrastRatio('#ffffff', '#ef4444')).toBeCloseTo(3.76, 2);
  });

  it('refuses what is not a #rrggbb colour', () => {
    expect(() => contrastRatio('rgb(0 0 0)', '#ffffff')).toThrow(/#rrggbb/);
  });
});

describe('blendOver', () => {
  it('mixes a translucent colour with what is beneath it', () => {
    expect(blendOver('#ffffff', 0.5, '#000000')).toBe('#808080');
    expect(blendOver('#22c55e', 1, '#111a2e')).toBe('#22c55e');
    expect(blendOver('#22c55e', 0, '#111a2e')).toBe('#111a2e');
  });
});

describe('the components’ colour pairs (WCAG AA)', () => {
  it.each(contrastPairs)('$foreground on $background reaches $minimum:1 ($usedBy)', (pair) => {
    expect(contrastRatio(tokens.color[pair.foreground], backgroundOf(pair))).toBeGreaterThanOrEqual(pair.minimum);
  });
});
