import type { TradeRow } from '../trades/utils/tradeRow';

/** A bucket as the API answers it; override what a test is about. */
export function bucket(key: string, label: string, overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'BreakdownBucket',
    key,
    label,
    tradeCount: 0,
    winRate: 0,
    winRateInterval: { __typename: 'Interval', low: 0, high: 1 },
    expectancy: '0',
    meanPnlInterval: null,
    totalPnl: '0',
    enoughData: false,
    ...overrides,
  };
}

const interval = (low: number, high: number) => ({ __typename: 'Interval', low, high });

/** 9 AM: 24 trades, enough data; 10 AM: 3 trades, not enough. */
export const NINE = bucket('9', '09:00-09:59', { tradeCount: 24, winRate: 0.625, winRateInterval: interval(0.4266, 0.7866), expectancy: '12.5', meanPnlInterval: interval(-3.25, 28.25), totalPnl: '300', enoughData: true });
export const TEN = bucket('10', '10:00-10:59', { tradeCount: 3, winRate: 1 / 3, winRateInterval: interval(0.0615, 0.7923), expectancy: '-40', meanPnlInterval: interval(-180.5, 100.5), totalPnl: '-120' });

const breakdown = (dimension: string, title: string, buckets: unknown[], extra: Record<string, unknown> = {}) => ({ __typename: 'Breakdown', dimension, title, tradesLeftOut: 0, overlapping: false, buckets, ...extra });

/** A point of the MAE/MFE scatter as the API answers it; override what a test is about. */
export function excursionPoint(tradeId: string, overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'ExcursionPoint',
    tradeId,
    symbol: 'AAPL',
    direction: 'LONG',
    exitTime: '2025-03-14T13:45:00.000Z',
    netPnl: '75',
    maeDollars: '5.00',
    mfeDollars: '75.00',
    maeR: null,
    mfeR: null,
    capturedPercent: '100.0',
    ...overrides,
  };
}

/** The scatter: 2 of the 27 closed trades with candles unless told (a winner with a stop, a loser without). */
export function excursionScatter(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'ExcursionScatter',
    tradesWithCandles: 2,
    enoughData: false,
    points: [
      excursionPoint('7', { symbol: 'MSFT', direction: 'SHORT', exitTime: '2025-03-14T15:20:00.000Z', netPnl: '-45', maeDollars: '60.00', mfeDollars: '20.00', capturedPercent: '-225.0' }),
      excursionPoint('8', { maeR: '0.10', mfeR: '1.50' }),
    ],
    losers: 1,
    losersAheadFirst: null,
    winners: 1,
    medianWinnerCapturedPercent: null,
    ...overrides,
  };
}

/** `untimed`: closed trades of a date-only export, left out of the hour and holding breakdowns. */
export function analyticsBreakdowns({ closedTrades = 27, excursions = excursionScatter(), untimed = 0 }: { closedTrades?: number; excursions?: ReturnType<typeof excursionScatter>; untimed?: number } = {}) {
  const hours = Array.from({ length: 24 }, (_, hour) => (hour === 9 ? NINE : hour === 10 ? TEN : bucket(String(hour), `${String(hour).padStart(2, '0')}:00-${String(hour).padStart(2, '0')}:59`)));
  return {
    data: {
      analyticsBreakdowns: {
        __typename: 'AnalyticsBreakdowns',
        timeZone: 'America/New_York',
        closedTrades,
        minimumTrades: 20,
        filter: 'all trades',
        tooFewTrades: false,
        risk: {
          __typename: 'RiskCard',
          maxDrawdown: '412.25',
          largestLosingStreakCount: 3,
          largestLosingStreakTotal: '-180',
          avgLoss: '-45.5',
          largestLoss: '-90',
          tradesWithStop: 4,
          meanR: 0.75,
          meanRInterval: interval(-0.5, 2),
          lossesBeyondPlannedRisk: 1,
        },
        trend: { __typename: 'TrendCard', verdict: 'not enough data', pValue: null, recent: bucket('recent', 'Newest 20 trades', { tradeCount: 20, expectancy: '15', totalPnl: '300', winRate: 0.6 }), earlier: bucket('earlier', 'Earlier trades', { tradeCount: 7, expectancy: '-17.14', totalPnl: '-120' }) },
        timing: { __typename: 'TimingCard', bestHour: NINE, worstHour: null, bestWeekday: null, worstWeekday: null, medianWinnerHoldMinutes: 12, medianLoserHoldMinutes: 95 },
        size: { __typename: 'SizeCard', meanPositionSize: 5400, meanWinnerSize: 4000, meanLoserSize: 7100.4, bestRange: null, worstRange: null },
        breakdowns: [
          breakdown('HOUR', 'Hour of entry', hours, { tradesLeftOut: untimed }),
          breakdown('WEEKDAY', 'Weekday', [bucket('Monday', 'Monday', { tradeCount: 27, totalPnl: '180', expectancy: '6.666667' })]),
          breakdown('SYMBOL', 'Symbol', [bucket('AAPL', 'AAPL', { tradeCount: 27, totalPnl: '180' })]),
          breakdown('DIRECTION', 'Long vs short', [bucket('LONG', 'Long', { tradeCount: 27, totalPnl: '180' }), bucket('SHORT', 'Short')]),
          breakdown('HOLDING', 'Holding time', [bucket('Under 5 min', 'Under 5 min', { tradeCount: 27 - untimed, totalPnl: '180' })], { tradesLeftOut: untimed }),
          breakdown('SIZE', 'Position size', [bucket('$1K-$5K', '$1K-$5K', { tradeCount: 27, totalPnl: '180' })]),
          breakdown('SETUP', 'Setup tag', [bucket('breakout', 'breakout', { tradeCount: 2, totalPnl: '50' }), bucket('No setup tag', 'No setup tag', { tradeCount: 25, totalPnl: '130' })], { overlapping: true }),
          breakdown('MISTAKE', 'Mistake tag', [bucket('No mistake tag', 'No mistake tag', { tradeCount: 27, totalPnl: '180' })], { overlapping: true }),
          breakdown('R_MULTIPLE', 'R-multiple (trades with a planned stop)', [bucket('1R to 2R', '1R to 2R', { tradeCount: 4, totalPnl: '100' })], { tradesLeftOut: 23 }),
          breakdown('RESULT', 'Distribution of trade results', [bucket('-5', '-$100 to -$80', { tradeCount: 2, totalPnl: '-190' }), bucket('-4', '-$80 to -$60'), bucket('0', '$0 to $20', { tradeCount: 25, totalPnl: '370' })]),
        ],
        excursions,
      },
    },
  };
}

export function bucketTrades(key: string, label: string, trades: TradeRow[], tradeCount = trades.length) {
  return { data: { breakdownBucket: { __typename: 'BreakdownBucket', key, label, tradeCount, trades } } };
}
