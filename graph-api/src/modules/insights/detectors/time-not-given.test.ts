import { describe, expect, it } from 'vitest';
import { prepareTrades, timedTrades } from '../domain/insight-trade';
import { generateTrades, ZONE } from '../domain/trade-generator.test-support';
import { behaviourCandidates } from './behaviour';
import { holdingCandidates } from './holding';
import { timingCandidates } from './timing';

// Trades of a date-only export (docs/importing.md, "time not given") carry placeholder times: 12:00
// New York. No finding about hours, minutes held or what came minutes before may rest on them.
describe('insights leave out trades without a time of day', () => {
  const trades = generateTrades({ seed: 41, days: 30 });
  // Every other trade as if from a date-only file: its placeholder hour is a bucket of its own.
  const untimed = trades.map((trade, index) => (index % 2 === 0 ? trade : { ...trade, timeGiven: false, entryTime: trade.entryTime - (trade.entryTime % 86_400_000) + 17 * 3_600_000, exitTime: trade.exitTime - (trade.exitTime % 86_400_000) + 17 * 3_600_000 + 1 }));
  const prepared = prepareTrades(untimed, ZONE);

  it('keeps only the timed trades, indexed again in trade order', () => {
    const timed = timedTrades(prepared);
    expect(timed.length).toBe(prepared.filter(({ trade }) => trade.timeGiven).length);
    expect(timed.map(({ index }) => index)).toEqual(timed.map((_, index) => index));
    expect(timed.every(({ trade }) => trade.timeGiven)).toBe(true);
  });

  it('compares hours, holding times and revenge or tilt among timed trades only', () => {
    const timedIds = new Set(prepared.filter(({ trade }) => trade.timeGiven).map(({ trade }) => trade.id));
    const hourCandidates = timingCandidates(prepared, ZONE).filter((candidate) => candidate.kind === 'hour');
    expect(hourCandidates.length).toBeGreaterThan(0);
    for (const candidate of [...hourCandidates, ...holdingCandidates(prepared), ...behaviourCandidates(prepared).filter((candidate) => candidate.kind !== 'overtrading')]) {
      expect(candidate.population.every(({ trade }) => timedIds.has(trade.id)), candidate.key).toBe(true);
    }
    // Days still count every trade: a date is enough to know how busy a day was.
    const weekdays = timingCandidates(prepared, ZONE).filter((candidate) => candidate.kind === 'weekday');
    expect(weekdays.some((candidate) => candidate.population.length === prepared.length)).toBe(true);
  });
});
