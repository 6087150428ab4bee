import { describe, expect, it } from 'vitest';
import { localTimeOf, weekdayOf } from '../dashboard-summary/domain/local-time';
import type { Insight } from './domain/insight';
import type { InsightTrade } from './domain/insight-trade';
import { type DraftTrade, generateTrades, ZONE } from './domain/trade-generator.test-support';
import { insightsOf } from './engine';
import { CONFIDENT } from './statistics/confidence';

const run = (trades: InsightTrade[], riskPerTradePercent = 2) => insightsOf({ trades, timeZone: ZONE, riskPerTradePercent });
const find = (insights: Insight[], id: string) => insights.find((insight) => insight.id === id);
const idsWhere = (trades: InsightTrade[], keep: (trade: InsightTrade) => boolean) => trades.filter(keep).map(({ id }) => id).sort();
const losing = (draft: DraftTrade, random: () => number) => {
  draft.pnlCents = random() < 0.8 ? -(4_000 + Math.floor(random() * 8_000)) : 2_000 + Math.floor(random() * 6_000);
};

function expectFound(insights: Insight[], id: string, tradeIds?: string[]) {
  const insight = find(insights, id);
  expect(insight, `${id} among ${insights.map((each) => each.id).join(', ')}`).toBeDefined();
  expect(insight!.confidence).toBeGreaterThanOrEqual(CONFIDENT);
  if (tradeIds) expect([...insight!.tradeIds].sort()).toEqual(tradeIds);
  // A recommendation follows from it and cites it.
  const recommendation = find(insights, `recommendation:${id}`);
  expect(recommendation?.text).toContain(`Based on "${insight!.title}"`);
  return insight!;
}

describe('insights engine: planted patterns are found, with their trades', () => {
  it('finds an hour of entry that leaks', () => {
    const trades = generateTrades({ seed: 11, plant: (draft, _previous, random) => localTimeOf(draft.entryTime, ZONE).hour === 11 && losing(draft, random) });
    const insight = expectFound(run(trades), 'pattern:hour:11', idsWhere(trades, (trade) => localTimeOf(trade.entryTime, ZONE).hour === 11));
    expect(insight.title).toBe(`Leak: Entries 11:00-11:59 (${ZONE})`);
    expect(insight.evidence.map(({ label }) => label)).toEqual(expect.arrayContaining(['Sample size', 'Win rate', 'Win rate 95% interval', 'Mean P&L 95% interval', 'Total P&L']));
  });

  it('finds a weekday with an edge', () => {
    const friday = (time: number) => weekdayOf(localTimeOf(time + 0, ZONE).day) === 'Friday';
    const trades = generateTrades({ seed: 12, plant: (draft, _previous, random) => {
      if (friday(draft.entryTime)) draft.pnlCents = random() < 0.8 ? 4_000 + Math.floor(random() * 8_000) : -2_000;
    } });
    const insight = expectFound(run(trades), 'pattern:weekday:Friday', idsWhere(trades, (trade) => friday(trade.exitTime)));
    expect(insight.title).toBe('Edge: Fridays');
  });

  it('finds a symbol that loses', () => {
    const trades = generateTrades({ seed: 13, plant: (draft, _previous, random) => draft.symbol === 'TSLA' && losing(draft, random) });
    expectFound(run(trades), 'pattern:symbol:TSLA', idsWhere(trades, (trade) => trade.symbol === 'TSLA'));
  });

  it('finds revenge trading: larger, quicker trades right after a loss that lose', () => {
    const revenge = new Set<number>();
    const trades = generateTrades({ seed: 14, gapMinutes: { min: 10, max: 40 }, plant: (draft, previous, random) => {
      if (!previous || previous.pnlCents >= 0 || random() < 0.3) return;
      draft.entryTime = previous.entryTime + previous.holdMinutes * 60_000 + 60_000;
      draft.quantity = previous.quantity * 2;
      losing(draft, random);
      revenge.add(draft.entryTime);
    } });
    const insight = expectFound(run(trades), 'pattern:revenge');
    // Every planted revenge trade is among its trades.
    const planted = idsWhere(trades, (trade) => revenge.has(trade.entryTime));
    expect(insight.tradeIds).toEqual(expect.arrayContaining(planted));
  });

  it('finds overtrading: the busy days are the bad days', () => {
    const trades = generateTrades({ seed: 15, busyDays: { every: 6, trades: 16 }, gapMinutes: { min: 2, max: 12 }, plant: (draft, _previous, random, { busy }) => busy && losing(draft, random) });
    const insight = expectFound(run(trades), 'pattern:overtrading');
    expect(insight.title).toMatch(/^Leak: Days of \d+ or more trades/);
    expect(insight.sampleSize).toBe(10 * 16);
  });

  it('finds losers held longer than winners', () => {
    const trades = generateTrades({ seed: 16, plant: (draft, _previous, random) => {
      draft.holdMinutes = draft.pnlCents < 0 ? 30 + Math.floor(random() * 60) : 2 + Math.floor(random() * 20);
    } });
    const insight = expectFound(run(trades), 'pattern:holding', idsWhere(trades, () => true));
    expect(insight.title).toBe('Losers held longer than winners');
  });

  it('finds tilt: trades taken after three losses in a row lose', () => {
    const streak: number[] = [];
    const trades = generateTrades({ seed: 18, tradesPerDay: { min: 8, max: 12 }, plant: (draft, _previous, random) => {
      if (streak.length >= 3 && streak.slice(-3).every((pnl) => pnl < 0)) losing(draft, random);
      streak.push(draft.pnlCents);
    } });
    expectFound(run(trades), 'pattern:tilt');
  });

  it('finds short trades doing better than long ones', () => {
    const trades = generateTrades({ seed: 19, plant: (draft, _previous, random) => draft.direction === 'LONG' && losing(draft, random) });
    const insight = expectFound(run(trades), 'pattern:direction:long', idsWhere(trades, (trade) => trade.direction === 'LONG'));
    expect(insight.title).toBe('Leak: Long trades');
  });

  it('finds the mistake tag that costs money', () => {
    const trades = generateTrades({ seed: 17, plant: (draft, _previous, random) => {
      if (random() < 0.15) {
        draft.mistakeTags = ['FOMO'];
        losing(draft, random);
      }
    } });
    expectFound(run(trades), 'pattern:mistake:fomo', idsWhere(trades, (trade) => trade.mistakeTags.includes('FOMO')));
  });
});

describe('insights engine: no pattern, nothing confident', () => {
  it('shows a confident pattern in under 5% of coin-flip trade sets', () => {
    const seeds = 60;
    let confident = 0;
    for (let seed = 1000; seed < 1000 + seeds; seed += 1) {
      const insights = run(generateTrades({ seed, days: 50 }));
      // Risk alerts (and the recommendations citing them) are measured facts, not patterns chance could show.
      if (insights.some(({ id, confidence }) => /^(recommendation:)?pattern:/.test(id) && confidence >= CONFIDENT)) confident += 1;
    }
    expect(confident / seeds).toBeLessThan(0.05);
  });

  it('answers the same insights for the same trades', () => {
    const trades = generateTrades({ seed: 21, plant: (draft, _previous, random) => draft.symbol === 'AMD' && losing(draft, random) });
    expect(run(trades)).toEqual(run([...trades].reverse()));
  });

  it('tells nothing from too few trades', () => {
    expect(run(generateTrades({ seed: 22, days: 3 })).filter((insight) => insight.category === 'pattern')).toEqual([]);
    expect(run([])).toEqual([]);
  });
});
