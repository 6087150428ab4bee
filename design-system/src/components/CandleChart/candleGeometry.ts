/** SPEC §9: a candle's body is at least 2 percent of the plot's height, so a doji stays visible. */
export const MIN_BODY_SHARE = 0.02;

/**
 * The body of a candle in pixels, from its open and close already scaled: from the higher to the
 * lower of the two, grown about their middle to MIN_BODY_SHARE of the plot's height when shorter.
 */
export function candleBody(openY: number, closeY: number, plotHeight: number): { y: number; height: number } {
  const top = Math.min(openY, closeY);
  const height = Math.abs(closeY - openY);
  const minimum = MIN_BODY_SHARE * Math.abs(plotHeight);
  if (height >= minimum) return { y: top, height };
  return { y: top + height / 2 - minimum / 2, height: minimum };
}

/** A candle as the chart reads it: numbers, or the decimal strings the API answers. */
export interface CandleInput {
  time: string | Date;
  open: number | string;
  high: number | string;
  low: number | string;
  close: number | string;
  volume?: number | string | null;
}

/** A fill drawn on the chart at its time and price. */
export interface CandleChartMarker {
  time: string | Date;
  price: number | string;
  kind: 'entry' | 'exit';
  /** How the fill is read out: 'Buy 100 at 189.50'. */
  label: string;
}

export interface PlottedCandle {
  time: Date;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number | null;
}

/** The candles with numbers and dates, oldest first; a candle with an unreadable figure is left out. */
export function plottedCandles(candles: readonly CandleInput[]): PlottedCandle[] {
  return candles
    .map((candle) => ({
      time: candle.time instanceof Date ? candle.time : new Date(candle.time),
      open: Number(candle.open),
      high: Number(candle.high),
      low: Number(candle.low),
      close: Number(candle.close),
      volume: candle.volume === undefined || candle.volume === null ? null : Number(candle.volume),
    }))
    .filter((candle) => !Number.isNaN(candle.time.getTime()) && [candle.open, candle.high, candle.low, candle.close].every(Number.isFinite))
    .sort((a, b) => a.time.getTime() - b.time.getTime());
}

/** A price drawn across the chart as a line: a fill's price, or the trade's planned stop. */
export interface CandleChartLevel {
  price: number | string;
  kind: 'entry' | 'exit' | 'stop';
  /** Its text on the chart: 'Entry 189.50', 'Stop 185.20'. */
  label: string;
}

/** A point of the volume-weighted average price line. */
export interface VwapPoint {
  time: Date;
  vwap: number;
}

/**
 * The session VWAP: the running sum of typical price ((high + low + close) / 3) times volume over the
 * running volume, starting again at each local day in `timeZone`. Empty when any candle lacks its
 * volume (a VWAP of part of the volume would be wrong) or no volume traded at all.
 */
export function sessionVwap(candles: readonly PlottedCandle[], timeZone = 'UTC'): VwapPoint[] {
  if (candles.length === 0 || candles.some((candle) => candle.volume === null)) return [];
  const dayOf = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
  const points: VwapPoint[] = [];
  let day = '';
  let priceVolume = 0;
  let volume = 0;
  for (const candle of candles) {
    const candleDay = dayOf.format(candle.time);
    if (candleDay !== day) {
      day = candleDay;
      priceVolume = 0;
      volume = 0;
    }
    priceVolume += ((candle.high + candle.low + candle.close) / 3) * candle.volume!;
    volume += candle.volume!;
    if (volume > 0) points.push({ time: candle.time, vwap: priceVolume / volume });
  }
  return points;
}

/** How many candles the trade's view keeps on each side of the trade, so its setup and aftermath show. */
export const TRADE_VIEW_MARGIN_CANDLES = 10;

/**
 * The candles of the trade's view: from TRADE_VIEW_MARGIN_CANDLES before its first fill to as many
 * after its last (an open trade's, `to` null, runs to the newest candle). All of them when the window
 * covers them anyway, or no candle falls inside it.
 */
export function tradeViewCandles(candles: readonly PlottedCandle[], from: Date, to: Date | null): PlottedCandle[] {
  const first = candles.findIndex((candle) => candle.time.getTime() >= from.getTime());
  const afterLast = to === null ? -1 : candles.findIndex((candle) => candle.time.getTime() > to.getTime());
  if (first < 0) return [...candles];
  const start = Math.max(0, first - 1 - TRADE_VIEW_MARGIN_CANDLES);
  const end = afterLast < 0 ? candles.length : Math.min(candles.length, afterLast + TRADE_VIEW_MARGIN_CANDLES);
  return candles.slice(start, end);
}
