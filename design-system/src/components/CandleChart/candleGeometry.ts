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
