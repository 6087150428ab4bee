import Big from 'big.js';
import { describe, expect, it } from 'vitest';
import { parseCsvFile } from '../../imports/csv/csv-file';
import { readCandleCsv } from '../../market-data/domain/candle-csv';
import { calendarDateIn, NEW_YORK } from '../../trades/domain/zoned-time';
import { matchExecutions } from '../../trades/matching/round-trips';
import { CHART_CONTEXT_MINUTES } from './candle-files';
import { frontContract, journalSymbolOf } from './demo-instruments';
import { DEMO_SEED, planDemoJournal } from './demo-journal-plan';
import { type DemoTrade, priceText, signOf } from './demo-trade';
import { costsOf, microsText } from './flex-statement';
import { SeededRandom } from './seeded-random';
import { pricePnlCents } from './trade-execution';

const GENERATED_ON = '2026-03-04';
const plan = planDemoJournal(GENERATED_ON);

/** Net P&L of a planned trade in dollars, as a decimal: price P&L times the multiplier, less every fill's costs. */
function plannedNetPnl(trade: DemoTrade): Big {
  const costs = trade.fills.reduce((sum, fill) => {
    const { commissionMicros, feesMicros } = costsOf(trade, fill);
    return sum.plus(microsText(commissionMicros + feesMicros));
  }, new Big(0));
  return new Big(pricePnlCents(trade.fills)).times(trade.instrument.multiplier).div(100).minus(costs);
}

function newYorkClock(timeMs: number): string {
  return new Intl.DateTimeFormat('en-GB', { timeZone: NEW_YORK, hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' }).format(new Date(timeMs));
}

/** What a trade is, whatever day it was dated on. */
const shapeOf = ({ instrument, direction, setup, mistakes, stopCents, entryMinute, exitMinute, fills, notes }: DemoTrade) => ({
  ticker: instrument.ticker,
  direction,
  setup,
  mistakes,
  stopCents,
  entryMinute,
  exitMinute,
  fills: fills.map(({ side, quantity, priceCents, minute }) => ({ side, quantity, priceCents, minute })),
  notes,
});

describe('the demo journal generator', () => {
  it('gives the same journal for the same seed and day; another day moves its dates only; another seed is another journal', () => {
    const again = planDemoJournal(GENERATED_ON);
    expect(again.statement).toBe(plan.statement);
    expect(again.candleFiles).toEqual(plan.candleFiles);
    expect(again.dayPlans).toEqual(plan.dayPlans);

    const later = planDemoJournal('2026-09-16');
    expect(later.days[0]!.date).not.toBe(plan.days[0]!.date);
    expect(later.trades.map(shapeOf)).toEqual(plan.trades.map(shapeOf));

    expect(planDemoJournal(GENERATED_ON, 7).trades.map(shapeOf)).not.toEqual(plan.trades.map(shapeOf));
  });

  it('covers about six months of weekdays, ending the weekday before the day it is generated', () => {
    expect(plan.days).toHaveLength(130);
    expect(plan.days.at(-1)!.date).toBe('2026-03-03');
    expect(plan.days.every(({ date }) => ![0, 6].includes(new Date(`${date}T12:00:00Z`).getUTCDay()))).toBe(true);
    expect(planDemoJournal('2026-03-09').days.at(-1)!.date).toBe('2026-03-06');
    expect(new Set(plan.trades.map(({ day }) => day.date)).size).toBeGreaterThan(100);
  });

  it('trades in the session: every fill on its weekday between 09:30 and 16:00 New York, entries first, flat after', () => {
    for (const trade of plan.trades) {
      for (const fill of trade.fills) {
        expect(calendarDateIn(new Date(fill.timeMs), NEW_YORK)).toBe(trade.day.date);
        expect(newYorkClock(fill.timeMs) >= '09:30:00' && newYorkClock(fill.timeMs) < '16:00:00', newYorkClock(fill.timeMs)).toBe(true);
      }
      const times = trade.fills.map(({ timeMs }) => timeMs);
      expect(times).toEqual([...times].sort((a, b) => a - b));
      expect(trade.fills[0]!.opens).toBe(true);
      const position = trade.fills.reduce((open, { side, quantity }) => open + (side === 'BUY' ? quantity : -quantity), 0);
      expect(position).toBe(0);
      expect(signOf(trade.direction) * (trade.fills[0]!.priceCents - trade.stopCents)).toBeGreaterThan(0);
    }
  });

  it("fills at prices the market traded: on the tick, inside the high and low of the fill's minute", () => {
    for (const trade of plan.trades) {
      const bars = plan.market[trade.day.index]!.bars.get(trade.instrument.ticker)!;
      for (const { minute, priceCents } of trade.fills) {
        expect(priceCents % trade.instrument.tickCents).toBe(0);
        expect(priceCents).toBeGreaterThanOrEqual(bars.low[minute]!);
        expect(priceCents).toBeLessThanOrEqual(bars.high[minute]!);
      }
    }
  });

  it('is read back by the Interactive Brokers importer and the matcher as exactly its trades, with the P&L it meant', () => {
    const parsed = parseCsvFile(plan.statement, 'interactive_brokers', { timeZone: NEW_YORK, tradeDate: GENERATED_ON, now: new Date(`${GENERATED_ON}T12:00:00Z`) });
    // The one thing it says is how it read the times: IBKR's own convention, New York.
    expect(parsed.warnings).toEqual([expect.stringMatching(/^Flex Query times have no zone: they were read as America\/New_York time/)]);
    expect(parsed.executions).toHaveLength(plan.trades.reduce((count, { fills }) => count + fills.length, 0));
    const { roundTrips, preHistoryCloses } = matchExecutions(parsed.executions.map((execution, index) => ({ ...execution, id: `e${index}`, sequence: index })));
    expect(preHistoryCloses).toEqual([]);
    expect(roundTrips.every(({ status }) => status === 'closed')).toBe(true);
    const byEntry = new Map(roundTrips.map((trip) => [`${trip.instrument.symbol}@${trip.entryTime.getTime()}`, trip]));
    expect(byEntry.size).toBe(plan.trades.length);
    for (const trade of plan.trades) {
      const trip = byEntry.get(`${journalSymbolOf(trade.instrument, trade.day.date)}@${trade.fills[0]!.timeMs}`)!;
      expect(trip.direction).toBe(trade.direction.toUpperCase());
      expect(trip.instrument.multiplier).toBe(String(trade.instrument.multiplier));
      expect(new Big(trip.netPnl).eq(plannedNetPnl(trade)), `${trip.key}: ${trip.netPnl} against ${plannedNetPnl(trade).toString()}`).toBe(true);
      expect(new Big(trip.commission).gt(0)).toBe(true);
    }
  });

  it.each([[DEMO_SEED], [1], [2], [3]])("looks like a day trader's record with seed %i: winners and losers, believable win rate and edge", (seed) => {
    const { trades, days } = seed === DEMO_SEED ? plan : planDemoJournal(GENERATED_ON, seed);
    const nets = trades.map(plannedNetPnl);
    const winners = nets.filter((net) => net.gt(0));
    const losers = nets.filter((net) => net.lt(0));
    const grossProfit = winners.reduce((sum, net) => sum.plus(net), new Big(0));
    const grossLoss = losers.reduce((sum, net) => sum.plus(net), new Big(0)).abs();
    expect(trades.length / days.length).toBeGreaterThan(2);
    expect(trades.length / days.length).toBeLessThan(6);
    expect(winners.length / trades.length).toBeGreaterThan(0.42);
    expect(winners.length / trades.length).toBeLessThan(0.7);
    expect(grossProfit.div(grossLoss).toNumber()).toBeGreaterThan(0.85);
    expect(grossProfit.div(grossLoss).toNumber()).toBeLessThan(2.2);
    const meanR = trades.reduce((sum, { resultR }) => sum + resultR, 0) / trades.length;
    expect(meanR).toBeGreaterThan(-0.15);
    expect(meanR).toBeLessThan(0.4);
    // Losses are mostly near one planned risk; a few (moved stops, gaps) are worse, none absurd.
    expect(Math.min(...trades.map(({ resultR }) => resultR))).toBeGreaterThan(-4);
    expect(new Set(trades.map(({ direction }) => direction))).toEqual(new Set(['long', 'short']));
    expect(new Set(trades.map(({ instrument }) => instrument.kind))).toEqual(new Set(['stock', 'etf', 'future']));
    expect(trades.some(({ fills }) => fills.filter(({ opens }) => opens).length > 1)).toBe(true);
    expect(trades.some(({ scaledOut }) => scaledOut)).toBe(true);
  });

  it('keeps one position per instrument at a time, so every trade is its own round trip', () => {
    const last = new Map<string, number>();
    for (const trade of [...plan.trades].sort((a, b) => a.fills[0]!.timeMs - b.fills[0]!.timeMs)) {
      const key = journalSymbolOf(trade.instrument, trade.day.date);
      expect(trade.fills[0]!.timeMs).toBeGreaterThan(last.get(key) ?? 0);
      last.set(key, trade.fills.at(-1)!.timeMs);
    }
  });

  it('writes candles the candle import reads: each trade window in one-minute bars, hour and day bars agreeing with them', () => {
    const files = new Map(plan.candleFiles.map((file) => [`${file.symbol} ${file.timeframe}`, readCandleCsv(file.csv, 'UTC')]));
    for (const bars of files.values()) for (const bar of bars) expect(new Big(bar.low).lte(bar.open) && new Big(bar.low).lte(bar.close) && new Big(bar.high).gte(bar.open) && new Big(bar.high).gte(bar.close)).toBe(true);
    for (const trade of plan.trades) {
      const minutes = new Set(files.get(`${journalSymbolOf(trade.instrument, trade.day.date)} 1m`)!.map(({ time }) => time.getTime()));
      const from = Math.max(0, trade.entryMinute - CHART_CONTEXT_MINUTES);
      const to = Math.min(389, trade.exitMinute + CHART_CONTEXT_MINUTES);
      for (const minute of [from, trade.entryMinute, trade.exitMinute, to]) expect(minutes.has(trade.day.sessionOpenMs + minute * 60_000)).toBe(true);
    }
    const trade = plan.trades[0]!;
    const symbol = journalSymbolOf(trade.instrument, trade.day.date);
    const session = plan.market[trade.day.index]!.bars.get(trade.instrument.ticker)!;
    const day = files.get(`${symbol} 1d`)!.find(({ time }) => calendarDateIn(new Date(time.getTime() + 12 * 3_600_000), NEW_YORK) === trade.day.date)!;
    const prices = ({ open, high, low, close }: { open: string; high: string; low: string; close: string }) => [open, high, low, close].map((price) => new Big(price).toFixed(2));
    expect(prices(day)).toEqual(prices({ open: priceText(session.open[0]!), close: priceText(session.close[389]!), high: priceText(Math.max(...session.high)), low: priceText(Math.min(...session.low)) }));
    const volume = files.get(`${symbol} 1h`)!.filter(({ time }) => calendarDateIn(time, NEW_YORK) === trade.day.date).reduce((sum, bar) => sum + Number(bar.volume), 0);
    expect(volume).toBe(session.volume.reduce((sum, minute) => sum + minute, 0));
  });

  it('writes a plan before most traded days, naming what was traded', () => {
    const traded = new Set(plan.trades.map(({ day }) => day.date));
    expect(plan.dayPlans.size / traded.size).toBeGreaterThan(0.5);
    for (const [date, text] of plan.dayPlans) {
      expect(traded.has(date)).toBe(true);
      for (const ticker of new Set(plan.trades.filter(({ day }) => day.date === date).map(({ instrument }) => instrument.ticker))) expect(text).toContain(ticker);
    }
  });
});

describe('frontContract', () => {
  it('is the next quarterly contract, rolled to the next eight days before the third Friday', () => {
    expect(frontContract('MES', '2026-03-05')).toEqual({ localSymbol: 'MESH6', symbol: 'MESH2026', expiry: '20260320' });
    expect(frontContract('MES', '2026-03-12')).toMatchObject({ symbol: 'MESH2026' });
    expect(frontContract('MES', '2026-03-13')).toMatchObject({ symbol: 'MESM2026', expiry: '20260619' });
    expect(frontContract('MES', '2026-12-31')).toMatchObject({ localSymbol: 'MESH7', symbol: 'MESH2027' });
  });
});

describe('SeededRandom', () => {
  it('repeats itself for a seed and a stream name, and differs across either', () => {
    const draw = (random: SeededRandom) => Array.from({ length: 5 }, () => random.next());
    expect(draw(new SeededRandom(1, 'a'))).toEqual(draw(new SeededRandom(1, 'a')));
    expect(draw(new SeededRandom(1, 'a'))).not.toEqual(draw(new SeededRandom(1, 'b')));
    expect(draw(new SeededRandom(1, 'a'))).not.toEqual(draw(new SeededRandom(2, 'a')));
    expect(draw(new SeededRandom(3).stream('x'))).toEqual(draw(new SeededRandom(3, 'x')));
  });

  it('draws uniform numbers in [0, 1) and standard normals', () => {
    const random = new SeededRandom(11);
    const uniforms = Array.from({ length: 20_000 }, () => random.next());
    expect(Math.min(...uniforms)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...uniforms)).toBeLessThan(1);
    expect(uniforms.reduce((sum, value) => sum + value, 0) / uniforms.length).toBeCloseTo(0.5, 2);
    const normals = Array.from({ length: 20_000 }, () => random.normal());
    const mean = normals.reduce((sum, value) => sum + value, 0) / normals.length;
    const variance = normals.reduce((sum, value) => sum + (value - mean) ** 2, 0) / normals.length;
    expect(mean).toBeCloseTo(0, 1);
    expect(Math.sqrt(variance)).toBeCloseTo(1, 1);
  });
});
