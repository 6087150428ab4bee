import type { Mistake } from './demo-trade';
import type { SeededRandom } from './seeded-random';

/** What the trader knew before the open. */
export interface PreMarket {
  /** SPY's gap from the previous close, in percent. */
  spyGapPercent: number;
  /** The names they meant to trade. */
  watchlist: string[];
}

/** What the day came to, read from the journal's own trades after the import. */
export interface DayOutcome {
  netPnl: number;
  trades: number;
  winners: number;
  losers: number;
  bestSymbol: string | null;
  worstSymbol: string | null;
  mistakes: Mistake[];
  /** Trades entered between 12:00 and 13:59 New York time. */
  lunchTrades: number;
}

/** The plan written before the session: the market's mood, the watchlist and a rule to keep. */
export function dayPlanOf(random: SeededRandom, { spyGapPercent, watchlist }: PreMarket): string {
  const gap = Math.abs(spyGapPercent).toFixed(1);
  const market =
    Math.abs(spyGapPercent) < 0.15
      ? 'SPY flat pre-market, expecting a range day until it picks a side.'
      : spyGapPercent > 0
        ? `SPY gapping up ${gap}%: longs only above the opening range low.`
        : `SPY gapping down ${gap}%: no longs until it reclaims VWAP.`;
  const names = `Watchlist: ${watchlist.join(', ')}.`;
  const rule = random.pick([
    'Max 4 trades. Stop for the day at -2R.',
    'A+ setups only; nothing between 12:00 and 14:00.',
    'Size down after a loss, never up.',
    'Wait for the first 5 minutes; no chasing the open.',
    'Stops go in with the order and do not move.',
  ]);
  return `${market} ${names} ${rule}`;
}

/** The review written after the close, from what the day came to. */
export function dayReviewOf(random: SeededRandom, outcome: DayOutcome): string {
  const money = `${outcome.netPnl < 0 ? '-' : '+'}$${Math.abs(outcome.netPnl).toFixed(2)}`;
  const record = `${outcome.trades} trade${outcome.trades === 1 ? '' : 's'}, ${outcome.winners} up, ${outcome.losers} down`;
  const verdict =
    outcome.netPnl >= 0
      ? random.pick([`Green day, ${money} (${record}).`, `Closed ${money}: ${record}.`])
      : random.pick([`Red day, ${money} (${record}).`, `Gave back ${money.slice(1)} today: ${record}.`]);
  const details: string[] = [];
  if (outcome.bestSymbol && outcome.netPnl >= 0) details.push(`${outcome.bestSymbol} paid for the day.`);
  if (outcome.worstSymbol && outcome.netPnl < 0) details.push(`${outcome.worstSymbol} did the damage.`);
  if (outcome.mistakes.includes('Revenge trade')) details.push('Revenge trade after a loss again: walk away for 15 minutes after any full stop.');
  if (outcome.mistakes.includes('Moved stop')) details.push('Moved a stop. The loss was planned; making it bigger was not.');
  if (outcome.mistakes.includes('Overtrading')) details.push('Way past my trade limit by the afternoon.');
  if (outcome.mistakes.includes('Early exit')) details.push('Left money on the table by exiting before my target.');
  if (outcome.lunchTrades > 0 && outcome.netPnl < 0) details.push('Lunch chop again. Stop trading 12-2.');
  if (details.length === 0) details.push(random.pick(['Followed the plan.', 'Patient entries, stops respected.', 'Nothing to fix, keep doing this.']));
  return [verdict, ...details].join(' ');
}
