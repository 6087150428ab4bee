import type { EntityManager } from '@mikro-orm/core';
import { barsFromHeld, type CandleMarket, candleMarketOf, type CandleStore, type ChartTimeframe, durationOf, finerTimeframesOf, heldBarStartsOf, type HeldBarTime, ownSeriesSymbolOf, rangeReadsOf, storeSymbolOf, type SymbolHeldBar, type Timeframe, type TimeSpan } from '../market-data';
import type { AnalysedTrade } from './domain/analysed-trade';
import { ANALYSIS_TIMEFRAMES, analysisTimeframeAt, insideSpanAt } from './domain/analysis-timeframe';
import { type Excursions, excursionsOf } from './domain/excursions';

/** A closed trade as the coverage check reads it: its instrument's symbol and its times (epoch milliseconds). */
export interface TradeTimes {
  symbol: string;
  entryTime: number;
  exitTime: number;
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

/**
 * Range reads of the store per call, at most (20 statements): the trades' spans are joined across
 * their narrowest gaps to stay within it, so 100,000 trades cost a bounded number of statements and
 * little is read between them.
 */
const MAX_RANGE_READS = 2000;

/** What a trade's candles at each analysis timeframe are built from: its own bars and the finer ones. */
const READ_TIMEFRAMES = new Map<ChartTimeframe, readonly Timeframe[]>(ANALYSIS_TIMEFRAMES.map((timeframe) => [timeframe, [timeframe, ...finerTimeframesOf(timeframe)]]));

interface Plan<Trade> {
  trade: Trade;
  symbol: string;
  timeframe: ChartTimeframe;
  span: TimeSpan;
}

/**
 * MAE and MFE of many closed trades from the candle store alone (the user's own uploads and the shared provider bars, as CandleStore reads them for the user) (never a provider: hundreds
 * of trades would be hundreds of calls), with the trade analysis' own functions: the same
 * timeframe (analysisTimeframeOf), the same candles (barsFromHeld) and the same excursionsOf, so a
 * trade measures here what its dialog shows. The store is read by symbol and time range, the
 * trades' spans merged, a few statements for any number of trades.
 */
export class HeldExcursions {
  constructor(private readonly store: CandleStore) {}

  /** The trades with a candle of their own instrument inside them (those the analysis would measure), in the order given. */
  async withCandles<Trade extends TradeTimes>(em: EntityManager, userId: number, trades: readonly Trade[]): Promise<Trade[]> {
    const market = await candleMarketOf(em, userId);
    const plans = trades.map((trade) => planOf(trade, market, trade.symbol, trade.entryTime, trade.exitTime));
    const times = groupBySymbol(await this.store.heldBarTimes(em, userId, await readsOf(em, this.store, userId, plans)));
    const startsOf = new Map<string, number[]>();
    return plans
      .filter(({ trade, symbol, timeframe }) => {
        const key = `${symbol}\u0000${timeframe}`;
        let starts = startsOf.get(key);
        if (!starts) startsOf.set(key, (starts = heldBarStartsOf(times.get(symbol) ?? [], timeframe)));
        // A candle is inside when it starts after entry − one bar and not after the exit (excursionsOf).
        const first = starts[firstIndexAbove(starts, trade.entryTime - durationOf(timeframe), (start) => start)];
        return first !== undefined && first <= trade.exitTime;
      })
      .map(({ trade }) => trade);
  }

  /** Each trade's excursions from the candles inside it (null when none is held), in the order given. */
  async measure(em: EntityManager, userId: number, trades: readonly ClosedAnalysedTrade[]): Promise<Array<InsideExcursions | null>> {
    const market = await candleMarketOf(em, userId);
    const plans = trades.map((trade) => planOf(trade, market, trade.symbol, trade.entryTime.getTime(), trade.exitTime.getTime()));
    const bars = groupBySymbol(await this.store.heldBarsIn(em, userId, await readsOf(em, this.store, userId, plans)));
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

/** Reads of the trades' spans, for the symbols the user holds any bar of (their own or shared) only. */
async function readsOf(em: EntityManager, store: CandleStore, userId: number, plans: readonly Plan<unknown>[]) {
  const held = await store.symbolsHeld(em, userId, [...new Set(plans.map(({ symbol }) => symbol))]);
  const wanted = plans.flatMap(({ symbol, timeframe, span }) => (held.has(symbol) ? [{ symbol, span, timeframes: READ_TIMEFRAMES.get(timeframe)! }] : []));
  return rangeReadsOf(wanted, MAX_RANGE_READS);
}

/** `market`: the user's (candleMarketOf), so the demo journal's trades are measured on the demo market's candles. */
function planOf<Trade>(trade: Trade, market: CandleMarket, symbol: string, entryTime: number, exitTime: number): Plan<Trade> {
  const timeframe = analysisTimeframeAt(entryTime, exitTime);
  return { trade, symbol: storeSymbolOf(ownSeriesSymbolOf(symbol), market), timeframe, span: insideSpanAt(entryTime, exitTime, timeframe) };
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
