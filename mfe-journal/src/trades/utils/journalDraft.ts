import type { TradeRow } from './tradeRow';

/** What the trader writes on a trade. */
export interface TradeJournalDraft {
  notes: string;
  setups: string[];
  mistakes: string[];
  /** The planned stop price as typed; empty for none. */
  stopPrice: string;
}

/** As the server bounds them (graph-api journal-limits.ts). */
export const NOTES_MAX_LENGTH = 10_000;

/** What the trade's journal holds now, as the form edits it. */
export function journalDraftOf(trade: TradeRow): TradeJournalDraft {
  return {
    notes: trade.notes,
    setups: trade.tags.filter((tag) => tag.kind === 'SETUP').map((tag) => tag.name),
    mistakes: trade.tags.filter((tag) => tag.kind === 'MISTAKE').map((tag) => tag.name),
    stopPrice: trade.stopPrice ?? '',
  };
}

/** R as traders write it: '1.25R', '-0.5R'. */
export function formatR(rMultiple: string | null): string | null {
  if (rMultiple === null) return null;
  const value = Number(rMultiple);
  return Number.isFinite(value) ? `${Number(value.toFixed(2))}R` : null;
}

const count = (value: number) => value.toLocaleString('en-US');

/**
 * Why the server would refuse the draft, in its own words, or null. Checked before anything is sent:
 * saving creates new tag names first, and a refused save must leave no new tag behind. The server
 * checks again (and alone knows an unknown tag or a trade rebuilt meanwhile).
 */
export function journalDraftProblem(trade: Pick<TradeRow, 'side' | 'entryPrice'>, draft: TradeJournalDraft): string | null {
  if (draft.notes.length > NOTES_MAX_LENGTH) return `Notes must be at most ${count(NOTES_MAX_LENGTH)} characters long (these are ${count(draft.notes.length)}).`;
  const typed = draft.stopPrice.trim();
  if (typed === '') return null;
  const stop = Number(typed.replace(/^\$/, '').replace(/,/g, ''));
  if (!Number.isFinite(stop) || !/\d/.test(typed)) return `The stop "${typed.slice(0, 40)}" is not a price.`;
  if (stop < 0) return 'The stop cannot be a negative price.';
  const entry = Number(trade.entryPrice);
  if (trade.side === 'LONG' && !(stop < entry)) return `The stop of a long trade must be below its entry price (${trade.entryPrice}).`;
  if (trade.side === 'SHORT' && !(stop > entry)) return `The stop of a short trade must be above its entry price (${trade.entryPrice}).`;
  return null;
}
