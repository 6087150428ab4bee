import type { EntityManager } from '@mikro-orm/core';
import { ownSeriesSymbolOf } from '../market-data/chart-instrument';
import { barsFromHeld, heldBarStartsOf } from '../market-data/domain/held-bars';
import type { TimeSpan } from '../market-data/domain/time-spans';
import { type ChartTimeframe, durationOf, finerTimeframesOf, type Timeframe } from '../market-data/domain/timeframes';
import type { CandleStore, HeldBarTime, SeriesSpan, SymbolHeldBar } from '../market-data/store/candle-store';
import type { AnalysedTrade } from './domain/analysed-trade';
import { analysisTimeframeOf, insideSpanOf } from './domain/analysis-timeframe';
import { type Excursions, excursionsOf } from './domain/excursions';

/** A closed trade as the coverage check reads it: its instrument's symbol and its times. */
export interface TradeTimes {
  symbol: string;
  entryTime: Date;
  exitTime: Date;
}

/** A closed trade as the measure reads it: the analysis' trade with an exit. */
export type ClosedAnalysedTrade = AnalysedTrade & { exitTime: Date; exitPrice: string };

export const isClosedAnalysedTrade = (trade: AnalysedTrade): trade is ClosedAnalysedTrade => trade.exitTime !== null && trade.exitPrice !== null;

/**
 * What the candles inside a closed trade measure, exactly as the trade analysis does: its
 * excursions without the exit's timing (before, at or after the best price), which needs the
 * candles after the exit.
 */
export type InsideExcursions = Omit<Excursions, 'exitTiming' | 'afterExit'>;

/** Spans of one symbol closer than this are read as one: a symbol's trades of a week become one range read, not one each. */
const MERGE_GAP_MS = 24 * 3_600_000;

interface Plan<Trade> {
  trade: Trade;
  symbol: string;
  timeframe: ChartTimeframe;
  span: TimeSpan;
}

/**
 * MAE and MFE of many closed trades from the shared candle store alone (never a provider: hundreds
 * of trades would be hundreds of calls), with the trade analysis' own functions: the same
 * timeframe (analysisTimeframeOf), the same candles (barsFromHeld) and the same excursionsOf, so a
 * trade measures here what its dialog shows. The store is read by symbol and time range, the
 * trades' spans merged, a few statements for any number of trades.
 */
export class HeldExcursions {
  constructor(private readonly store: CandleStore) {}

  /** The trades with a candle of their own instrument inside them (those the analysis would measure), in the order given. */
  async withCandles<Trade extends TradeTimes>(em: EntityManager, trades: readonly Trade[]): Promise<Trade[]> {
    const plans = trades.map(planOf);
    const times = groupBySymbol(await this.store.heldBarTimes(em, readsOf(plans)));
    const startsOf = new Map<string, number[]>();
    return plans
      .filter(({ trade, symbol, timeframe }) => {
        const key = `${symbol}\u0000${timeframe}`;
        let starts = startsOf.get(key);
        if (!starts) startsOf.set(key, (starts = heldBarStartsOf(times.get(symbol) ?? [], timeframe)));
        // A candle is inside when it starts after entry − one bar and not after the exit (excursionsOf).
        const first = starts[firstIndexAbove(starts, trade.entryTime.getTime() - durationOf(timeframe), (start) => start)];
        return first !== undefined && first <= trade.exitTime.getTime();
      })
      .map(({ trade }) => trade);
  }

  /** Each trade's excursions from the candles inside it (null when none is held), in the order given. */
  async measure(em: EntityManager, trades: readonly ClosedAnalysedTrade[]): Promise<Array<InsideExcursions | null>> {
    const plans = trades.map(planOf);
    const bars = groupBySymbol(await this.store.heldBarsIn(em, readsOf(plans)));
    for (const held of bars.values()) held.sort((a, b) => a.time.getTime() - b.time.getTime());
    return plans.map(({ trade, symbol, timeframe, span }) => {
      const held = bars.get(symbol) ?? [];
      const time = (bar: SymbolHeldBar) => bar.time.getTime();
      const inSpan = held.slice(firstIndexAbove(held, span.start - 1, time), firstIndexAbove(held, span.end - 1, time));
      const excursions = excursionsOf(trade, barsFromHeld(inSpan, timeframe), timeframe);
      if (!excursions) return null;
      const { exitTiming: _timing, afterExit: _after, ...inside } = excursions;
      return inside;
    });
  }
}

function planOf<Trade extends TradeTimes>(trade: Trade): Plan<Trade> {
  const timeframe = analysisTimeframeOf(trade.entryTime, trade.exitTime);
  return { trade, symbol: ownSeriesSymbolOf(trade.symbol), timeframe, span: insideSpanOf(trade.entryTime, trade.exitTime, timeframe) };
}

/** The trades' spans as range reads: per symbol, spans closer than MERGE_GAP_MS merged, each with the timeframes its trades read. */
function readsOf(plans: readonly Plan<unknown>[]): SeriesSpan[] {
  const bySymbol = new Map<string, Plan<unknown>[]>();
  for (const plan of plans) {
    const list = bySymbol.get(plan.symbol);
    if (list) list.push(plan);
    else bySymbol.set(plan.symbol, [plan]);
  }
  const reads: SeriesSpan[] = [];
  for (const [symbol, list] of bySymbol) {
    list.sort((a, b) => a.span.start - b.span.start);
    let current: { span: TimeSpan; timeframes: Set<Timeframe> } | null = null;
    for (const { span, timeframe } of list) {
      if (current && span.start <= current.span.end + MERGE_GAP_MS) current.span.end = Math.max(current.span.end, span.end);
      else {
        if (current) reads.push({ symbol, span: current.span, timeframes: [...current.timeframes] });
        current = { span: { ...span }, timeframes: new Set() };
      }
      current.timeframes.add(timeframe);
      for (const finer of finerTimeframesOf(timeframe)) current.timeframes.add(finer);
    }
    if (current) reads.push({ symbol, span: current.span, timeframes: [...current.timeframes] });
  }
  return reads;
}

function groupBySymbol<Row extends HeldBarTime | SymbolHeldBar>(rows: readonly Row[]): Map<string, Row[]> {
  const groups = new Map<string, Row[]>();
  for (const row of rows) {
    const group = groups.get(row.symbol);
    if (group) group.push(row);
    else groups.set(row.symbol, [row]);
  }
  return groups;
}

/** The index of the first item of a list sorted by `keyOf` whose key is above `value` (the length when none is). */
function firstIndexAbove<Item>(sorted: readonly Item[], value: number, keyOf: (item: Item) => number): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (keyOf(sorted[middle]!) > value) high = middle;
    else low = middle + 1;
  }
  return low;
}
