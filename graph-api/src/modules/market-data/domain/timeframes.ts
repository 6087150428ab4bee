import { calendarDateIn, NEW_YORK, zonedWallClockToUtc } from '../../trades';

/** The chart's timeframes (SPEC §9), default 5m. */
export const CHART_TIMEFRAMES = ['5m', '10m', '15m', '30m', '1h', '4h', '1d'] as const;
export const DEFAULT_CHART_TIMEFRAME = '5m';
/** What may be stored: the chart's timeframes and one-minute bars, the finest most exports offer. */
export const STORED_TIMEFRAMES = ['1m', ...CHART_TIMEFRAMES] as const;
export type Timeframe = (typeof STORED_TIMEFRAMES)[number];
export type ChartTimeframe = (typeof CHART_TIMEFRAMES)[number];

/** Where candles came from: a trader's CSV, Alpaca's market data, or built here from finer ones. */
export type CandleProvider = 'csv' | 'alpaca' | 'aggregated';

const MINUTE_MS = 60_000;
const DURATION_MS: Record<Timeframe, number> = {
  '1m': MINUTE_MS,
  '5m': 5 * MINUTE_MS,
  '10m': 10 * MINUTE_MS,
  '15m': 15 * MINUTE_MS,
  '30m': 30 * MINUTE_MS,
  '1h': 60 * MINUTE_MS,
  '4h': 240 * MINUTE_MS,
  '1d': 1440 * MINUTE_MS,
};

export function isTimeframe(text: string): text is Timeframe {
  return (STORED_TIMEFRAMES as readonly string[]).includes(text);
}

export function isChartTimeframe(text: string): text is ChartTimeframe {
  return (CHART_TIMEFRAMES as readonly string[]).includes(text);
}

/** The nominal length of one bar (a day bar counts 24 hours, though a session is shorter). */
export function durationOf(timeframe: Timeframe): number {
  return DURATION_MS[timeframe];
}

/** The finer timeframes whose bars fit whole into one bar of `timeframe`, finest first. */
export function finerTimeframesOf(timeframe: Timeframe): Timeframe[] {
  return STORED_TIMEFRAMES.filter((finer) => finer !== timeframe && (timeframe === '1d' ? finer !== '1d' : DURATION_MS[timeframe] % DURATION_MS[finer] === 0));
}

/**
 * The start of the bar of `timeframe` holding `time`. Intraday bars are cut on whole multiples of
 * their length since the epoch (UTC); a day bar is the New York calendar day, where US markets trade.
 */
export function bucketStartOf(time: Date, timeframe: Timeframe): Date {
  return new Date(bucketStartAt(time.getTime(), timeframe));
}

/** bucketStartOf in epoch milliseconds: plain arithmetic for intraday bars, which bulk reads of many trades and bars call most. */
export function bucketStartAt(time: number, timeframe: Timeframe): number {
  if (timeframe === '1d') {
    const [year, month, day] = calendarDateIn(new Date(time), NEW_YORK).split('-').map(Number) as [number, number, number];
    return zonedWallClockToUtc({ year, month, day, hour: 0, minute: 0, second: 0 }, NEW_YORK).getTime();
  }
  const length = DURATION_MS[timeframe];
  return Math.floor(time / length) * length;
}

/** The start of the bar after the one holding `time`. */
export function nextBucketStartOf(time: Date, timeframe: Timeframe): Date {
  return new Date(nextBucketStartAt(time.getTime(), timeframe));
}

/** nextBucketStartOf in epoch milliseconds. */
export function nextBucketStartAt(time: number, timeframe: Timeframe): number {
  const start = bucketStartAt(time, timeframe);
  // A New York day is 23 or 25 hours around clock changes: step past noon of the next day instead.
  if (timeframe === '1d') return bucketStartAt(start + 36 * 3_600_000, '1d');
  return start + DURATION_MS[timeframe];
}

/** Alpaca's name of the timeframe (docs: [1-59]Min, [1-23]Hour, 1Day). */
export function alpacaTimeframeOf(timeframe: Timeframe): string {
  switch (timeframe) {
    case '1m':
    case '5m':
    case '10m':
    case '15m':
    case '30m':
      return `${timeframe.slice(0, -1)}Min`;
    case '1h':
    case '4h':
      return `${timeframe.slice(0, -1)}Hour`;
    case '1d':
      return '1Day';
  }
}
