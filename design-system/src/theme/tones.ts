import { tokens } from './tokens';

/** P&L colouring (SPEC §9): green at 0 or above, red below; neutral when there is no number. */
export type PnlTone = 'positive' | 'negative' | 'neutral';

/** Win-rate colouring (SPEC §9): green, yellow, red; neutral when there is no number. */
export type WinRateTone = 'success' | 'warning' | 'destructive' | 'neutral';

export type Tone = PnlTone | WinRateTone;

/** The colour of each tone the formatters return. */
export const toneColor: Record<Tone, string> = {
  positive: tokens.color.success,
  negative: tokens.color.destructive,
  success: tokens.color.success,
  warning: tokens.color.warning,
  destructive: tokens.color.destructive,
  neutral: tokens.color.textMuted,
};
