import { describe, expect, it } from 'vitest';
import { prepareTrades } from '../domain/insight-trade';
import { generateTrades, ZONE } from '../domain/trade-generator.test-support';
import { feeDragFinding } from './fees';
import { riskFindings } from './risk-alerts';

const risks = (trades: ReturnType<typeof generateTrades>, percent = 2) => riskFindings(prepareTrades(trades, ZONE), percent).map(({ insight }) => insight);

describe('risk alerts', () => {
  it('names the trades that risked more than 1.5 times the usual risk or lost beyond their stop', () => {
    let index = 0;
    const trades = generateTrades({ seed: 31, days: 10, plant: (draft) => {
      index += 1;
      // $1 to the stop on 100 shares: $100 of planned risk; every tenth trade risks $300; every seventh loser loses $250.
      draft.quantity = 100;
      draft.stopDistance = index % 10 === 0 ? 3 : 1;
      if (draft.pnlCents < 0) draft.pnlCents = index % 7 === 0 ? -25_000 : -5_000;
    } });
    const alert = risks(trades).find(({ id }) => id === 'risk:risk-per-trade')!;
    const expected = trades.filter((trade) => {
      const risk = Math.abs(Number(trade.entryPrice) - Number(trade.stopPrice)) * 100;
      return risk > 150 || -Number(trade.netPnl) > 1.1 * risk;
    });
    expect(expected.length).toBeGreaterThan(0);
    expect(new Set(alert.tradeIds)).toEqual(new Set(expected.map(({ id }) => id)));
    expect(alert.text).toContain('Your stated risk per trade is 2% of your account. Taking your median planned risk ($100.00');
    expect(alert.confidence).toBe(100);
  });

  it('says nothing of risk per trade without planned stops, and flags days beyond three usual losses', () => {
    const trades = generateTrades({ seed: 32, days: 20, plant: (draft) => {
      if (draft.pnlCents < 0) draft.pnlCents = -5_000;
    } });
    // Day 1's trades all lose $50 four times over: beyond 3 × the $50 median loss.
    const firstDay = trades.filter((trade) => trade.exitTime < trades[0]!.exitTime + 8 * 3_600_000);
    for (const trade of firstDay) Object.assign(trade, { netPnl: '-200', grossPnl: '-199' });
    const alerts = risks(trades);
    expect(alerts.find(({ id }) => id === 'risk:risk-per-trade')).toBeUndefined();
    const daily = alerts.find(({ id }) => id === 'risk:daily-loss')!;
    expect(daily.tradeIds).toEqual(expect.arrayContaining(firstDay.map(({ id }) => id)));
    expect(daily.text).toContain('3 times your usual risk per trade ($150.00; at your stated 2% per trade, about 6% of the account)');
  });

  it('flags one symbol holding most of the money in positions over the last 30 days', () => {
    const trades = generateTrades({ seed: 33, days: 10, plant: (draft) => {
      if (draft.symbol === 'NVDA') draft.quantity = 5_000;
    } });
    const alert = risks(trades).find(({ id }) => id === 'risk:concentration')!;
    expect(alert.title).toBe('Concentration in NVDA');
    expect(new Set(alert.tradeIds)).toEqual(new Set(trades.filter(({ symbol }) => symbol === 'NVDA').map(({ id }) => id)));
    expect(risks(generateTrades({ seed: 33, days: 10 })).find(({ id }) => id === 'risk:concentration')).toBeUndefined();
  });

  it('leaves the whole-account alerts out for the trades a filter kept, and still reads their risk per trade', () => {
    const trades = generateTrades({ seed: 33, days: 10, plant: (draft) => {
      draft.quantity = 100;
      draft.stopDistance = 1;
      if (draft.symbol === 'NVDA') draft.quantity = 5_000;
    } });
    const nvda = trades.filter(({ symbol }) => symbol === 'NVDA');
    const ids = (findings: ReturnType<typeof riskFindings>) => findings.map(({ insight }) => insight.id);
    // Over all trades NVDA is a concentration; filtered to NVDA it is all of them, which says nothing.
    expect(ids(riskFindings(prepareTrades(trades, ZONE), 2))).toContain('risk:concentration');
    const filtered = riskFindings(prepareTrades(nvda, ZONE), 2, { wholeAccount: false });
    expect(ids(filtered)).not.toContain('risk:concentration');
    expect(ids(filtered)).not.toContain('risk:daily-loss');
    expect(ids(filtered)).toEqual(ids(riskFindings(prepareTrades(nvda, ZONE), 2)).filter((id) => id === 'risk:risk-per-trade'));
  });

  it('names an option contract as the screens do, not by its stored code', () => {
    const trades = generateTrades({ seed: 33, days: 10, plant: (draft) => {
      if (draft.symbol === 'NVDA') draft.quantity = 5_000;
    } });
    for (const trade of trades) if (trade.symbol === 'NVDA') trade.symbol = 'NVDA 260320C150';
    const alert = risks(trades).find(({ id }) => id === 'risk:concentration')!;
    expect(alert.title).toBe('Concentration in NVDA 20 Mar 26 150 C');
    expect(alert.text).toMatch(/^NVDA 20 Mar 26 150 C took /);
  });
});

describe('fee drag', () => {
  it('is told when costs take 10% or more of the money the trades moved', () => {
    const trades = generateTrades({ seed: 34, days: 10, plant: (draft) => {
      draft.commissionCents = 1_500;
    } });
    const [finding] = feeDragFinding(prepareTrades(trades, ZONE));
    expect(finding!.insight.id).toBe('pattern:fees');
    expect(finding!.insight.tradeIds).toHaveLength(trades.length);
    expect(feeDragFinding(prepareTrades(generateTrades({ seed: 34, days: 10 }), ZONE))).toEqual([]);
  });
});
