import { describe, expect, it } from 'vitest';
import { tallyOf } from '../../dashboard-summary/domain/tally';
import { allBreakdownsOf } from './breakdowns';
import { MAX_BUCKET_TRADE_IDS } from './bucket-stats';
import { cardsOf, trendCardOf } from './cards';
import { closedTrade } from './closed-trade.test-support';

/** A closed trade for hand-computed tests: quantity 100 at $10 (a $1,000 position) unless told. */
const closed = closedTrade;

// Four trades, times in UTC (the zone the test reads them in):
// 1 AAPL long  Mon 14:30-14:33   +100, stop 9 (risk $100: 1R), setup breakout
// 2 AAPL short Mon 14:50-15:10    -50, stop 10.5 (risk $50: -1R), setup breakout, mistake chased
// 3 MSFT long  Tue 15:00-16:30      0 (scratch), no stop, no tag
// 4 MSFT long  Tue 15:20-15:22    +30, $200 a share ($20,000), setups pullback and breakout
const FIXTURE = [
  closed('2026-03-02T14:30:00Z', '2026-03-02T14:33:00Z', '100', { stopPrice: '9', setupTags: ['breakout'] }),
  closed('2026-03-02T14:50:00Z', '2026-03-02T15:10:00Z', '-50', { direction: 'SHORT', stopPrice: '10.5', setupTags: ['breakout'], mistakeTags: ['chased'] }),
  closed('2026-03-03T15:00:00Z', '2026-03-03T16:30:00Z', '0', { symbol: 'MSFT' }),
  closed('2026-03-03T15:20:00Z', '2026-03-03T15:22:00Z', '30', { symbol: 'MSFT', entryPrice: '200', setupTags: ['pullback', 'breakout'] }),
];
const [one, two, three, four] = FIXTURE.map(({ id }) => id);

const breakdowns = allBreakdownsOf(FIXTURE, 'UTC');
const byDimension = (dimension: string) => breakdowns.find((breakdown) => breakdown.dimension === dimension)!;
const bucket = (dimension: string, key: string) => byDimension(dimension).buckets.find((candidate) => candidate.key === key)!;
const summary = (dimension: string) => byDimension(dimension).buckets.filter(({ tally }) => tally.trades > 0).map(({ key, tally }) => [key, tally.trades, tally.netPnl]);

describe('breakdowns of closed trades', () => {
  it('groups by local hour of entry and weekday of exit, with every hour and weekday listed', () => {
    expect(byDimension('hour').buckets).toHaveLength(24);
    expect(summary('hour')).toEqual([['14', 2, '50'], ['15', 2, '30']]);
    expect(bucket('hour', '14').label).toBe('14:00-14:59');
    expect(summary('weekday')).toEqual([['Monday', 2, '50'], ['Tuesday', 2, '30']]);
    expect(byDimension('weekday').buckets[0]!.key).toBe('Monday');
    // In New York (UTC-5) trade 1 was entered at 09:30.
    expect(allBreakdownsOf(FIXTURE, 'America/New_York').find(({ dimension }) => dimension === 'hour')!.buckets[9]!.tally.trades).toBe(2);
  });

  it('groups by symbol, side, holding time and position size', () => {
    expect(summary('symbol')).toEqual([['AAPL', 2, '50'], ['MSFT', 2, '30']]);
    expect(summary('direction')).toEqual([['LONG', 3, '130'], ['SHORT', 1, '-50']]);
    expect(summary('holding')).toEqual([['Under 5 min', 2, '130'], ['15-60 min', 1, '-50'], ['1-4 hours', 1, '0']]);
    // $1,000 is the first dollar of $1K-$5K.
    expect(summary('size')).toEqual([['$1K-$5K', 3, '50'], ['$10K-$25K', 1, '30']]);
  });

  it('names contracts readably and groups every contract of one underlying together', () => {
    const trades = [
      closed('2026-03-02T14:30:00Z', '2026-03-02T15:00:00Z', '200', { symbol: 'SPXW 260309C6970', multiplier: '100' }),
      closed('2026-03-02T14:30:00Z', '2026-03-02T15:00:00Z', '-80', { symbol: 'SPXW 260309C6980', multiplier: '100' }),
      closed('2026-03-03T14:30:00Z', '2026-03-03T15:00:00Z', '125', { symbol: 'ESH2026', multiplier: '50' }),
      closed('2026-03-03T16:30:00Z', '2026-03-03T17:00:00Z', '-25', { symbol: 'ESM2026', multiplier: '50' }),
    ];
    const found = allBreakdownsOf(trades, 'UTC');
    const of = (dimension: string) => found.find((breakdown) => breakdown.dimension === dimension)!.buckets.map(({ key, label, tally }) => [key, label, tally.trades, tally.netPnl]);
    expect(of('symbol')).toEqual(
      expect.arrayContaining([
        ['SPXW 260309C6970', 'SPXW 9 Mar 26 6970 C', 1, '200'],
        ['ESH2026', 'ES Mar 26', 1, '125'],
      ]),
    );
    expect(of('underlying')).toEqual([
      ['ES', 'ES', 2, '100'],
      ['SPXW', 'SPXW', 2, '120'],
    ]);
  });

  it('counts a trade under each of its tags, the untagged ones last', () => {
    expect(summary('setup')).toEqual([['breakout', 3, '80'], ['pullback', 1, '30'], ['No setup tag', 1, '0']]);
    expect(summary('mistake')).toEqual([['chased', 1, '-50'], ['No mistake tag', 3, '130']]);
    expect(byDimension('setup').overlapping).toBe(true);
  });

  it('buckets R-multiples of the trades with a stop, -1R exactly in -1R to 0R, and says how many were left out', () => {
    expect(summary('r_multiple')).toEqual([['-1R to 0R', 1, '-50'], ['1R to 2R', 1, '100']]);
    expect(byDimension('r_multiple').tradesLeftOut).toBe(2);
  });

  it('adds up, in every breakdown a trade is in once, to the tally of all the trades', () => {
    const total = tallyOf(FIXTURE);
    for (const dimension of ['hour', 'weekday', 'symbol', 'direction', 'holding', 'size']) {
      const buckets = byDimension(dimension).buckets;
      expect(tallyOf(FIXTURE.filter(({ id }) => buckets.some(({ tradeIds }) => tradeIds.includes(id))))).toEqual(total);
      expect(buckets.reduce((sum, { tally }) => sum + Number(tally.netPnl), 0)).toBe(80);
    }
  });

  it('gives each bucket its win rate with the Wilson interval, its mean P&L with the t interval, and its trades newest first', () => {
    const hour14 = bucket('hour', '14');
    expect(hour14).toMatchObject({ winRate: 0.5, expectancy: '25', enoughData: false, tradeIds: [two, one] });
    // Wilson 1 of 2: 0.0945-0.9055. Mean of 100 and -50: 25 ± t(1) 12.706 × s 106.066 / √2 = ± 952.95.
    expect(hour14.winRateInterval.low).toBeCloseTo(0.0945, 4);
    expect(hour14.winRateInterval.high).toBeCloseTo(0.9055, 4);
    expect(hour14.meanPnlInterval!.low).toBeCloseTo(-927.95, 2);
    expect(hour14.meanPnlInterval!.high).toBeCloseTo(977.95, 2);
    // A scratch is a trade that did not win: 1 winner of 2.
    expect(bucket('hour', '15')).toMatchObject({ winRate: 0.5, expectancy: '15', tradeIds: [three, four] });
    expect(bucket('direction', 'SHORT').meanPnlInterval).toBeNull();
    expect(bucket('hour', '3')).toMatchObject({ tally: { trades: 0 }, winRate: 0, expectancy: '0', winRateInterval: { low: 0, high: 1 }, meanPnlInterval: null });
  });

  it('names at most 50 trades of a bucket, marks 20 trades as enough data, and 19 as not', () => {
    const many = Array.from({ length: 60 }, (_, index) => closed(`2026-03-04T14:${String(index % 60).padStart(2, '0')}:00Z`, `2026-03-04T16:${String(index % 60).padStart(2, '0')}:00Z`, '1'));
    const hour = allBreakdownsOf(many, 'UTC')[0]!.buckets[14]!;
    expect(hour.tally.trades).toBe(60);
    expect(hour.tradeIds).toHaveLength(MAX_BUCKET_TRADE_IDS);
    expect(hour.tradeIds[0]).toBe(many.at(-1)!.id);
    expect(allBreakdownsOf(many.slice(0, 20), 'UTC')[0]!.buckets[14]!.enoughData).toBe(true);
    expect(allBreakdownsOf(many.slice(0, 19), 'UTC')[0]!.buckets[14]!.enoughData).toBe(false);
  });
});

describe('the analytics cards', () => {
  const cards = cardsOf(FIXTURE, breakdowns);

  it('measures risk: drawdown and streaks as the dashboard, the worst trade, R-multiples of the trades with a stop', () => {
    // In exit order +100, -50, +30, 0: the curve 100, 50, 80, 80 falls 50 once.
    expect(cards.risk).toMatchObject({ maxDrawdown: '50', largestLosingStreak: { count: 1, total: '-50' }, avgLoss: '-50', largestLoss: '-50', tradesWithStop: 2, meanR: 0, lossesBeyondPlannedRisk: 0 });
    expect(cards.risk.meanRInterval!.low).toBeCloseTo(-12.706, 3);
  });

  it('names no best or worst hour, weekday or size range while no bucket has enough data', () => {
    expect(cards.timing).toEqual({ bestHour: null, worstHour: null, bestWeekday: null, worstWeekday: null, medianWinnerHoldMinutes: 2.5, medianLoserHoldMinutes: 20 });
    expect(cards.size).toEqual({ meanPositionSize: 5750, meanWinnerSize: 10500, meanLoserSize: 1000, bestRange: null, worstRange: null });
    expect(cards.trend).toMatchObject({ verdict: 'not enough data', pValue: null, recent: { tally: { trades: 4 } }, earlier: { tally: { trades: 0 } } });
  });

  const day = (index: number) => `2026-04-${String(1 + Math.floor(index / 10)).padStart(2, '0')}T15:${String((index % 10) * 5).padStart(2, '0')}:00Z`;
  const series = (pnl: (index: number) => string) => Array.from({ length: 40 }, (_, index) => closed(day(index), day(index).replace('T15', 'T16'), pnl(index)));

  it('calls the newest 20 trades improving only when chance would rarely show the difference', () => {
    const better = trendCardOf(series((index) => (index < 20 ? (index % 2 ? '-20' : '-10') : index % 2 ? '20' : '10')));
    expect(better).toMatchObject({ verdict: 'improving', recent: { expectancy: '15', tally: { trades: 20 } }, earlier: { expectancy: '-15' } });
    expect(better.pValue!).toBeLessThan(0.001);
    expect(trendCardOf(series((index) => (index < 20 ? '10' : '-10'))).verdict).toBe('declining');
    // The same results in both halves: no clear change.
    expect(trendCardOf(series((index) => (index % 2 ? '25' : '-20'))).verdict).toBe('no clear change');
  });

  it('names the best and worst hour among the buckets with enough data', () => {
    const trades = series((index) => (index % 2 ? '30' : '-10'));
    const timing = cardsOf(trades, allBreakdownsOf(trades, 'UTC')).timing;
    // All 40 entered at 15:xx: one hour with enough data is the best, and no other can be the worst.
    expect(timing.bestHour).toMatchObject({ key: '15', expectancy: '10' });
    expect(timing.worstHour).toBeNull();
  });
});

describe('the distribution of trade results', () => {
  it('cuts net P&L into bins of one round width, empty ones listed, a scratch in the bin from $0', () => {
    // From -50 to +100: 150 / 10 = 15, rounded up to bins of $20, from -$60 to +$120.
    const result = byDimension('result');
    expect(result.buckets.map(({ label, tally }) => [label, tally.trades])).toEqual([
      ['-$60 to -$40', 1], ['-$40 to -$20', 0], ['-$20 to $0', 0], ['$0 to $20', 1], ['$20 to $40', 1], ['$40 to $60', 0], ['$60 to $80', 0], ['$80 to $100', 0], ['$100 to $120', 1],
    ]);
    expect(result.buckets.reduce((sum, { tally }) => sum + Number(tally.netPnl), 0)).toBe(80);
  });

  it('rounds bin widths to 1, 2 or 5 times a power of ten', async () => {
    const { roundBinWidth } = await import('./result-bins');
    expect([0.13, 1, 3, 15, 20.5, 700].map(roundBinWidth)).toEqual([0.2, 1, 5, 20, 50, 1000]);
    expect(allBreakdownsOf([], 'UTC').find(({ dimension }) => dimension === 'result')!.buckets).toEqual([]);
  });
});
