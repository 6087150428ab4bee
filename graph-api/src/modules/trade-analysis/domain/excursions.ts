import Big from 'big.js';
import { type Bar, durationOf, type Timeframe } from '../../market-data';
import { type AnalysedTrade, dollars, percent, rUnits } from './analysed-trade';

/** A move from the entry: the price reached, per unit and in dollars, in R when a stop is known, and when. */
export interface Excursion {
  price: string;
  perUnit: string;
  dollars: string;
  r: string | null;
  /** The start of the first candle reaching it, not before the entry. */
  time: Date;
}

export type ExitTiming = 'before_best' | 'at_best' | 'after_best';

export interface Excursions {
  timeframe: Timeframe;
  /** Candles overlapping the trade, from the one holding the entry to the one holding the exit. */
  barsInside: number;
  /** All of the trade in one candle: its high and low may come from before the entry or after the exit. */
  insideOneBar: boolean;
  /** Maximum adverse excursion: the furthest the price went against the trade. */
  mae: Excursion;
  /** Maximum favourable excursion: the furthest it went in the trade's favour. */
  mfe: Excursion;
  /** The realised move per unit (closed trades). */
  realisedPerUnit: string | null;
  /** The realised move as a percent of the favourable one; null while open or when there was none. */
  capturedPercent: string | null;
  minutesToMfe: number;
  /** The first candle whose price reached the planned stop. */
  stopReached: { price: string; time: Date } | null;
  exitTiming: ExitTiming | null;
  /** What the exit gave back from the best price inside the trade, per unit. */
  givenBackPerUnit: string | null;
  /** The best price in the candles after the exit, when it beat the best inside the trade. */
  afterExit: { price: string; time: Date; beyondMfePerUnit: string } | null;
  /** The best entry and exit inside the trade's own window, found in hindsight. */
  hindsight: { entry: { price: string; time: Date }; exit: { price: string; time: Date } };
}

interface Extreme {
  price: Big;
  time: Date;
}

/**
 * MAE, MFE and what follows from them, from the candles of the traded instrument (not of an
 * underlying). Null when no candle overlaps the trade: nothing is made up. The trade's own entry
 * and exit prices count as prices reached, so neither excursion is below zero.
 */
export function excursionsOf(trade: AnalysedTrade, bars: readonly Bar[], timeframe: Timeframe): Excursions | null {
  const length = durationOf(timeframe);
  const entryAt = trade.entryTime.getTime();
  const exitAt = trade.exitTime?.getTime() ?? Number.POSITIVE_INFINITY;
  const sorted = [...bars].sort((a, b) => a.time.getTime() - b.time.getTime());
  const inside = sorted.filter((bar) => bar.time.getTime() + length > entryAt && bar.time.getTime() <= exitAt);
  if (inside.length === 0) return null;
  const after = sorted.filter((bar) => bar.time.getTime() > exitAt);
  const long = trade.direction === 'LONG';
  const entry = new Big(trade.entryPrice);
  const exit = trade.exitPrice === null ? null : new Big(trade.exitPrice);
  const clampToEntry = (time: Date) => new Date(Math.max(time.getTime(), entryAt));
  const clampToExit = (time: Date) => new Date(Math.min(time.getTime(), exitAt));

  // Favourable: highs of a long, lows of a short; adverse the other way.
  const favourableOf = (bar: Bar) => new Big(long ? bar.high : bar.low);
  const adverseOf = (bar: Bar) => new Big(long ? bar.low : bar.high);
  const better = (a: Big, b: Big) => (long ? a.gt(b) : a.lt(b));
  const best = extremeOf(inside, favourableOf, better, { price: entry, time: trade.entryTime });
  const worst = extremeOf(inside, adverseOf, (a, b) => better(b, a), { price: entry, time: trade.entryTime });
  if (exit && better(exit, best.price)) Object.assign(best, { price: exit, time: trade.exitTime! });
  if (exit && better(worst.price, exit)) Object.assign(worst, { price: exit, time: trade.exitTime! });

  const units = new Big(trade.quantity).times(trade.multiplier);
  const risk = trade.stopPrice === null ? null : entry.minus(trade.stopPrice).abs();
  const excursion = (extreme: Extreme): Excursion => {
    const perUnit = extreme.price.minus(entry).abs();
    return { price: extreme.price.toString(), perUnit: perUnit.toString(), dollars: dollars(perUnit.times(units)), r: risk && risk.gt(0) ? rUnits(perUnit.div(risk)) : null, time: clampToExit(clampToEntry(extreme.time)) };
  };
  const mfe = excursion(best);
  const mae = excursion(worst);
  const mfePerUnit = new Big(mfe.perUnit);
  const realised = exit ? (long ? exit.minus(entry) : entry.minus(exit)) : null;

  const stop = trade.stopPrice === null ? null : new Big(trade.stopPrice);
  const stopBar = stop ? inside.find((bar) => !better(adverseOf(bar), stop)) : undefined;
  const afterBest = after.length > 0 ? extremeOf(after, favourableOf, better, { price: best.price, time: best.time }) : null;
  const beyond = afterBest && better(afterBest.price, best.price) ? afterBest : null;
  return {
    timeframe,
    barsInside: inside.length,
    insideOneBar: inside.length === 1,
    mae,
    mfe,
    realisedPerUnit: realised?.toString() ?? null,
    capturedPercent: realised && mfePerUnit.gt(0) ? percent(realised.div(mfePerUnit).times(100)) : null,
    minutesToMfe: Math.round((mfe.time.getTime() - entryAt) / 60_000),
    stopReached: stop && stopBar ? { price: stop.toString(), time: clampToEntry(stopBar.time) } : null,
    exitTiming: exit ? (beyond ? 'before_best' : exit.eq(best.price) ? 'at_best' : 'after_best') : null,
    givenBackPerUnit: exit ? best.price.minus(exit).abs().toString() : null,
    afterExit: beyond ? { price: beyond.price.toString(), time: beyond.time, beyondMfePerUnit: beyond.price.minus(best.price).abs().toString() } : null,
    hindsight: hindsightOf(inside, long),
  };
}

/** The first bar reaching the most extreme value, or `start` when none goes beyond it. */
function extremeOf(bars: readonly Bar[], valueOf: (bar: Bar) => Big, beyond: (a: Big, b: Big) => boolean, start: Extreme): Extreme {
  let extreme = { ...start };
  for (const bar of bars) {
    const value = valueOf(bar);
    if (beyond(value, extreme.price)) extreme = { price: value, time: bar.time };
  }
  return extreme;
}

/**
 * The best entry inside the window (a long's lowest low, a short's highest high) and the best exit
 * at or after it (a long's highest high from then on, a short's lowest low).
 */
function hindsightOf(inside: readonly Bar[], long: boolean): Excursions['hindsight'] {
  const entryValue = (bar: Bar) => new Big(long ? bar.low : bar.high);
  const exitValue = (bar: Bar) => new Big(long ? bar.high : bar.low);
  const betterEntry = (a: Big, b: Big) => (long ? a.lt(b) : a.gt(b));
  const betterExit = (a: Big, b: Big) => (long ? a.gt(b) : a.lt(b));
  let entryIndex = 0;
  inside.forEach((bar, index) => {
    if (betterEntry(entryValue(bar), entryValue(inside[entryIndex]!))) entryIndex = index;
  });
  const rest = inside.slice(entryIndex);
  const exit = extremeOf(rest, exitValue, betterExit, { price: exitValue(rest[0]!), time: rest[0]!.time });
  return { entry: { price: entryValue(inside[entryIndex]!).toString(), time: inside[entryIndex]!.time }, exit: { price: exit.price.toString(), time: exit.time } };
}
