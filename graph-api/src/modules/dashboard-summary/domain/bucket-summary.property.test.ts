import Big from 'big.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type BucketSummary, combineSummaries, emptySummary, foldSummaries, metricPartsOf, summarizeBucket } from './bucket-summary';
import { localDayOf } from './local-time';
import { type ClosedTrade, isClosed, type MetricTrade } from './metric-trade';
import { metricsOfTrades } from './performance-metrics';

// The summary's promise: folding per-day summaries in day order gives exactly the trade-level
// figures, whatever the zone the days are cut in (offsets of whole, half and quarter hours, DST).

const ZONES = ['UTC', 'America/New_York', 'Asia/Tokyo', 'Asia/Kolkata', 'Asia/Kathmandu', 'Australia/Lord_Howe', 'Pacific/Chatham', 'Pacific/Kiritimati', 'Pacific/Pago_Pago', 'Europe/London'];
const START = Date.parse('2026-03-06T00:00:00Z'); // the week US clocks go forward

const tradeArbitrary = fc.record({
  // Few distinct minutes over ten days, so many trades exit at the same instant.
  exitSlot: fc.integer({ min: 0, max: 400 }),
  holdMinutes: fc.integer({ min: 0, max: 3 }),
  cents: fc.oneof(fc.integer({ min: -50_000, max: 50_000 }), fc.constant(0)),
  closed: fc.integer({ min: 0, max: 9 }).map((draw) => draw > 0),
  instrumentId: fc.integer({ min: 1, max: 3 }),
});

function tradesFrom(drawn: readonly { exitSlot: number; holdMinutes: number; cents: number; closed: boolean; instrumentId: number }[]): MetricTrade[] {
  return drawn.map(({ exitSlot, holdMinutes, cents, closed, instrumentId }, index) => {
    const exitTime = START + exitSlot * 36 * 60_000;
    const netPnl = new Big(cents).div(100).toFixed().replace(/^-0$/, '0');
    return {
      id: String(index + 1),
      instrumentId,
      tradeKey: `key${index}`,
      symbol: `S${instrumentId}`,
      closed,
      entryTime: exitTime - holdMinutes * 60_000,
      exitTime: closed ? exitTime : null,
      netPnl,
      grossPnl: netPnl,
      commission: '0',
      fees: '0',
      quantity: '1',
      entryPrice: '1',
      multiplier: '1',
      timeGiven: true,
    };
  });
}

function daySummaries(trades: readonly MetricTrade[], zone: string) {
  const byDay = new Map<string, ClosedTrade[]>();
  for (const trade of trades.filter(isClosed)) {
    const day = localDayOf(trade.exitTime, zone);
    byDay.set(day, [...(byDay.get(day) ?? []), trade]);
  }
  return [...byDay].sort(([a], [b]) => (a < b ? -1 : 1)).map(([, dayTrades]) => summarizeBucket(dayTrades));
}

/** Combines halves recursively: any grouping must give the same as folding left to right. */
function foldAsTree(summaries: readonly BucketSummary[]): BucketSummary {
  if (summaries.length === 0) return emptySummary();
  if (summaries.length === 1) return summaries[0]!;
  const middle = Math.floor(summaries.length / 2);
  return combineSummaries(foldAsTree(summaries.slice(0, middle)), foldAsTree(summaries.slice(middle)));
}

describe('the folded day summaries', () => {
  it('equal the trade-level figures on random trade sets in random time zones', () => {
    fc.assert(
      fc.property(fc.array(tradeArbitrary, { maxLength: 80 }), fc.constantFrom(...ZONES), (drawn, zone) => {
        const trades = tradesFrom(drawn);
        const direct = metricsOfTrades(trades);
        const folded = metricPartsOf(foldSummaries(daySummaries(trades, zone)), direct.openTrades);
        expect(folded.tally).toEqual(direct.tally);
        expect(folded.maxDrawdown.amount).toBe(direct.maxDrawdown.amount);
        expect(folded.longestWinStreak).toEqual(direct.longestWinStreak);
        expect(folded.longestLossStreak).toEqual(direct.longestLossStreak);
        expect(folded.largestLosingStreak).toEqual(direct.largestLosingStreak);
        // The peak and trough it names bound trades whose P&L is exactly the fall.
        const { peakAt, troughAt, amount } = folded.maxDrawdown;
        if (amount !== '0') {
          const between = trades.filter(isClosed).filter((trade) => (peakAt === null || trade.exitTime > peakAt) && trade.exitTime <= troughAt!);
          expect(between.reduce((sum, trade) => sum.plus(trade.netPnl), new Big(0)).toFixed()).toBe(new Big(amount).neg().toFixed());
        }
      }),
      { numRuns: 300 },
    );
  });

  it('are the same however the trades are split into consecutive stretches, and however those are grouped', () => {
    fc.assert(
      fc.property(fc.array(tradeArbitrary, { maxLength: 60 }), fc.array(fc.integer({ min: 0, max: 60 }), { maxLength: 6 }), fc.boolean(), (drawn, cuts, everyInstant) => {
        const trades = tradesFrom(drawn);
        const ordered = metricsOfTrades(trades);
        const closed = trades.filter(isClosed).sort((a, b) => a.exitTime - b.exitTime || a.entryTime - b.entryTime || a.instrumentId - b.instrumentId || (a.tradeKey < b.tradeKey ? -1 : 1));
        // Cut only between instants: a stretch holds every trade of its instants.
        const bounds = [...new Set((everyInstant ? closed.map((_, index) => index) : cuts).map((cut) => closed[Math.min(cut, closed.length - 1)]?.exitTime ?? 0))].sort((a, b) => a - b);
        const stretches: ClosedTrade[][] = [];
        let rest = closed;
        for (const bound of bounds) {
          stretches.push(rest.filter((trade) => trade.exitTime < bound));
          rest = rest.filter((trade) => trade.exitTime >= bound);
        }
        stretches.push(rest);
        for (const fold of [foldSummaries, foldAsTree]) {
          const folded = metricPartsOf(fold(stretches.map(summarizeBucket)), ordered.openTrades);
          expect(folded.maxDrawdown.amount).toBe(ordered.maxDrawdown.amount);
          expect(folded.largestLosingStreak).toEqual(ordered.largestLosingStreak);
          expect(folded.longestWinStreak).toEqual(ordered.longestWinStreak);
          expect(folded.longestLossStreak).toEqual(ordered.longestLossStreak);
        }
      }),
      { numRuns: 300 },
    );
  });
});
