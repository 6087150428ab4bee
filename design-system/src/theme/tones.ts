import { tokens } from './tokens';

/** The colour tones the formatters return (P&L, win rate), mapped to theme colours. */
export type Tone = 'positive' | 'negative' | 'success' | 'warning' | 'destructive' | 'neutral';

export const toneColor: Record<Tone, string> = {
  positive: tokens.color.success,
  negative: tokens.color.destructive,
  success: tokens.color.success,
  warning: tokens.color.warning,
  destructive: tokens.color.destructive,
  neutral: tokens.color.textMuted,
};
