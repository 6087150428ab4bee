import { tokens } from './tokens';

type ColorToken = keyof typeof tokens.color;

/** WCAG 2.x relative luminance of a #rrggbb colour. */
export function relativeLuminance(hex: string): number {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) throw new Error(`Not a #rrggbb colour: ${hex}`);
  const linear = (pair: string) => {
    const channel = Number.parseInt(pair, 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  };
  const [, red = '', green = '', blue = ''] = match;
  return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue);
}

/** WCAG contrast ratio of two #rrggbb colours, from 1 to 21. */
export function contrastRatio(foreground: string, background: string): number {
  const first = relativeLuminance(foreground);
  const second = relativeLuminance(background);
  return (Math.max(first, second) + 0.05) / (Math.min(first, second) + 0.05);
}

/** The #rrggbb colour `color` shows at `opacity` over the opaque `beneath`. */
export function blendOver(color: string, opacity: number, beneath: string): string {
  const channels = (hex: string) => [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16));
  const under = channels(beneath);
  return `#${channels(color)
    .map((channel, index) => Math.round(opacity * channel + (1 - opacity) * (under[index] ?? 0)))
    .map((channel) => channel.toString(16).padStart(2, '0'))
    .join('')}`;
}

/** AA minimums: 4.5:1 for text of the sizes the components use, 3:1 for focus rings and other marks. */
export const AA_TEXT = 4.5;
export const AA_NON_TEXT = 3;

export interface ContrastPair {
  foreground: ColorToken;
  background: ColorToken;
  minimum: number;
  /** Where the components draw this pair. */
  usedBy: string;
  /** A translucent background: `background` at `opacity` over the opaque `over`. */
  translucent?: { opacity: number; over: ColorToken };
}

/** The opaque colour behind the pair's text, as drawn. */
export function backgroundOf({ background, translucent }: ContrastPair): string {
  const color = tokens.color[background];
  return translucent ? blendOver(color, translucent.opacity, tokens.color[translucent.over]) : color;
}

const surfaces: ColorToken[] = ['background', 'surface', 'surfaceRaised'];
const onEverySurface = (foreground: ColorToken, minimum: number, usedBy: string): ContrastPair[] =>
  surfaces.map((background) => ({ foreground, background, minimum, usedBy }));

/** Every foreground/background pair of tokens that the components draw. */
export const contrastPairs: ContrastPair[] = [
  ...onEverySurface('text', AA_TEXT, 'body text, Card, Input, Select, ghost and outline Button'),
  ...onEverySurface('textMuted', AA_TEXT, 'CardDescription, hints, inactive Tabs, toast descriptions'),
  ...onEverySurface('primary', AA_TEXT, 'links'),
  ...onEverySurface('destructive', AA_TEXT, 'error messages, negative P&L'),
  ...onEverySurface('success', AA_TEXT, 'positive P&L, good win rates'),
  ...onEverySurface('warning', AA_TEXT, 'middling win rates'),
  ...onEverySurface('focus', AA_NON_TEXT, 'the keyboard focus ring'),
  { foreground: 'primaryText', background: 'primaryFill', minimum: AA_TEXT, usedBy: 'primary Button, default Badge' },
  { foreground: 'destructiveText', background: 'destructiveFill', minimum: AA_TEXT, usedBy: 'destructive Button, destructive Badge' },
  { foreground: 'successText', background: 'success', minimum: AA_TEXT, usedBy: 'success Badge' },
  { foreground: 'warningText', background: 'warning', minimum: AA_TEXT, usedBy: 'warning Badge' },
  { foreground: 'text', background: 'destructiveSurface', minimum: AA_TEXT, usedBy: 'destructive Toast title' },
  { foreground: 'textMuted', background: 'destructiveSurface', minimum: AA_TEXT, usedBy: 'destructive Toast description' },
  ...(['primary', 'success', 'warning', 'destructive'] as const).map((accent) => ({
    foreground: 'background' as const,
    background: accent,
    minimum: AA_TEXT,
    usedBy: 'the Toast glyph (i, ✓, !, ✕) on its accent',
  })),
  // CalendarHeatmap fills a day with success or destructive at up to 50% over its card.
  ...(['success', 'destructive'] as const).flatMap((fill) =>
    surfaces.map((over) => ({
      foreground: 'text' as const,
      background: fill,
      minimum: AA_TEXT,
      usedBy: `CalendarHeatmap day P&L on the strongest ${fill} fill`,
      translucent: { opacity: 0.5, over },
    })),
  ),
];
