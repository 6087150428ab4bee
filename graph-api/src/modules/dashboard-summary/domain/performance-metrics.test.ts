import { describe, expect, it } from 'vitest';
import { metricsOfTrades } from './performance-metrics';
import { minute, trade } from './trade-fixtures.test-support';

// Every figure below is worked out by hand from the trades listed beside it.

describe('metricsOfTrades', () => {
  it('has nothing to measure without trades: zeros, and no profit factor or payoff ratio', () => {
    const metrics = metricsOfTrades([]);
    expect(metrics.tally).toMatchObject({ trades: 0, netPnl: '0' });
    expect(metrics).toMatchObject({ winRate: 0, expectancy: '0', avgWin: '0', avgLoss: '0', profitFactor: { kind: 'none' }, payoffRatio: { kind: 'none' }, costShareOfGross: { kind: 'none' } });
    expect(metrics.maxDrawdown).toEqual({ amount: '0', peakAt: null, troughAt: null });
    expect(metrics.largestLosingStreak).toEqual({ count: 0, total: '0', first: null });
  });

  it('measures a single winning trade', () => {
    // +100 net: gross 103, commission 2, fees 1.
    const metrics = metricsOfTrades([trade('100', minute(0), { commission: '2', fees: '1' })]);
    expect(metrics.tally).toMatchObject({ trades: 1, winners: 1, losers: 0, scratches: 0, netPnl: '100', grossProfit: '100', grossLoss: '0', grossPnl: '103' });
    expect(metrics).toMatchObject({ winRate: 1, profitFactor: { kind: 'infinite' }, expectancy: '100', avgWin: '100', avgLoss: '0', payoffRatio: { kind: 'none' }, costs: '3' });
    expect(metrics.costShareOfGross).toEqual({ kind: 'value', value: 3 / 103 });
    expect(metrics.maxDrawdown.amount).toBe('0');
    expect(metrics.longestWinStreak.count).toBe(1);
    expect(metrics.longestLossStreak.count).toBe(0);
  });

  it('measures a single losing trade: the loss is a drawdown from the start', () => {
    const metrics = metricsOfTrades([trade('-50', minute(0))]);
    expect(metrics).toMatchObject({ winRate: 0, lossRate: 1, profitFactor: { kind: 'value', value: 0 }, expectancy: '-50', avgLoss: '-50' });
    expect(metrics.maxDrawdown).toEqual({ amount: '50', peakAt: null, troughAt: Date.parse(minute(0)) });
    expect(metrics.largestLosingStreak).toMatchObject({ count: 1, total: '-50' });
    // Gross P&L -49 (net -50 plus commission 1): no share of a loss.
    expect(metrics.costShareOfGross).toEqual({ kind: 'none' });
  });

  it('gives an infinite profit factor with no loss, and counts a scratch in the win rate denominator', () => {
    // +10, +20, 0: 2 winners of 3 trades; expectancy 30 / 3.
    const metrics = metricsOfTrades([trade('10', minute(0)), trade('20', minute(1)), trade('0', minute(2))]);
    expect(metrics.tally).toMatchObject({ trades: 3, winners: 2, losers: 0, scratches: 1 });
    expect(metrics).toMatchObject({ winRate: 2 / 3, scratchRate: 1 / 3, profitFactor: { kind: 'infinite' }, expectancy: '10', avgWin: '15', payoffRatio: { kind: 'none' } });
    expect(metrics.maxDrawdown.amount).toBe('0');
    expect(metrics.longestWinStreak).toMatchObject({ count: 2, total: '30' });
  });

  it('measures only losses: profit factor 0, the whole fall a drawdown, one losing streak', () => {
    const trades = [trade('-10', minute(0)), trade('-30', minute(1)), trade('-5', minute(2))];
    const metrics = metricsOfTrades(trades);
    expect(metrics).toMatchObject({ winRate: 0, profitFactor: { kind: 'value', value: 0 }, expectancy: '-15', avgWin: '0', avgLoss: '-15', payoffRatio: { kind: 'none' } });
    expect(metrics.maxDrawdown).toEqual({ amount: '45', peakAt: null, troughAt: Date.parse(minute(2)) });
    expect(metrics.largestLosingStreak).toMatchObject({ count: 3, total: '-45', first: { exitTime: Date.parse(minute(0)) } });
    expect(metrics.longestLossStreak.count).toBe(3);
  });

  it('keeps scratches apart: neither winners nor losers, and a scratch ends a run', () => {
    // W S W L S L L: equity 10 10 20 15 15 10 5.
    const pnls = ['10', '0', '10', '-5', '0', '-5', '-5'];
    const metrics = metricsOfTrades(pnls.map((pnl, index) => trade(pnl, minute(index))));
    expect(metrics.tally).toMatchObject({ trades: 7, winners: 2, losers: 3, scratches: 2, netPnl: '5', grossProfit: '20', grossLoss: '-15' });
    expect(metrics).toMatchObject({ winRate: 2 / 7, lossRate: 3 / 7, scratchRate: 2 / 7, profitFactor: { kind: 'value', value: 20 / 15 } });
    // 5 / 7 = 0.7142857…, to 6 places half up.
    expect(metrics.expectancy).toBe('0.714286');
    expect(metrics).toMatchObject({ avgWin: '10', avgLoss: '-5', payoffRatio: { kind: 'value', value: 2 } });
    expect(metrics.maxDrawdown).toEqual({ amount: '15', peakAt: Date.parse(minute(2)), troughAt: Date.parse(minute(6)) });
    expect(metrics.longestWinStreak.count).toBe(1);
    expect(metrics.longestLossStreak).toMatchObject({ count: 2, total: '-10', first: { exitTime: Date.parse(minute(5)) } });
    expect(metrics.largestLosingStreak).toMatchObject({ count: 2, total: '-10' });
  });

  it('has no profit factor with scratches only', () => {
    expect(metricsOfTrades([trade('0', minute(0)), trade('0', minute(1))]).profitFactor).toEqual({ kind: 'none' });
  });

  it('leaves open trades out of every P&L figure, and counts them apart', () => {
    // The open trade has realized -300 on a partial exit: still out until it closes.
    const metrics = metricsOfTrades([trade('10', minute(0)), trade('-300', null), trade('-300', minute(2), { closed: false })]);
    expect(metrics.tally).toMatchObject({ trades: 1, netPnl: '10' });
    expect(metrics.openTrades).toBe(2);
    expect(metrics.maxDrawdown.amount).toBe('0');
  });

  it('counts a flip as two trades: the long it closed and the short it opened', () => {
    // Long closed at -20 by the fill that opened a short, covered later at +50.
    const flip = minute(1);
    const metrics = metricsOfTrades([trade('-20', flip, { tradeKey: 'fill7#0', entry: minute(0) }), trade('50', minute(5), { tradeKey: 'fill7#1', entry: flip })]);
    expect(metrics.tally).toMatchObject({ trades: 2, winners: 1, losers: 1, netPnl: '30' });
    expect(metrics.winRate).toBe(0.5);
    expect(metrics.profitFactor).toEqual({ kind: 'value', value: 2.5 });
    expect(metrics.maxDrawdown.amount).toBe('20');
  });

  it('moves the curve once for trades that exit at the same instant, whatever their order', () => {
    // +30 and -40 both exit at 10:00, +5 at 10:01: the curve goes 0, -10, -5 (never down to -40).
    const together = '2026-03-02T15:00:00.000Z';
    const trades = [trade('30', together, { entry: '2026-03-02T14:00:00Z' }), trade('-40', together, { entry: '2026-03-02T14:30:00Z' }), trade('5', minute(1))];
    const metrics = metricsOfTrades(trades);
    expect(metrics.maxDrawdown).toEqual({ amount: '10', peakAt: null, troughAt: Date.parse(together) });
    expect(metricsOfTrades([...trades].reverse()).maxDrawdown.amount).toBe('10');
  });

  it('orders trades that exit together by entry time, then by their identity, for streaks', () => {
    const together = '2026-03-02T15:00:00.000Z';
    // The winner was entered first: W L W, so no run is longer than 1.
    const winnerFirst = [trade('30', together, { entry: '2026-03-02T14:00:00Z' }), trade('-40', together, { entry: '2026-03-02T14:30:00Z' }), trade('5', minute(1))];
    expect(metricsOfTrades(winnerFirst).longestWinStreak.count).toBe(1);
    // The loser was entered first: L W W.
    const loserFirst = [trade('30', together, { entry: '2026-03-02T14:30:00Z' }), trade('-40', together, { entry: '2026-03-02T14:00:00Z' }), trade('5', minute(1))];
    expect(metricsOfTrades(loserFirst).longestWinStreak).toMatchObject({ count: 2, total: '35' });
    // Same entry too: the trade key decides ("a" before "b"), in whatever order they are given.
    const sameEntry = { entry: '2026-03-02T14:00:00Z' };
    const byKey = [trade('5', minute(1)), trade('30', together, { ...sameEntry, tradeKey: 'b' }), trade('-40', together, { ...sameEntry, tradeKey: 'a' })];
    expect(metricsOfTrades(byKey).longestWinStreak.count).toBe(2);
  });

  it('takes the largest losing streak by dollars, the longest by count', () => {
    // Runs of losers: [-1, -1, -1] (3 trades, -3) and [-50] (1 trade, -50).
    const pnls = ['-1', '-1', '-1', '10', '-50', '10'];
    const metrics = metricsOfTrades(pnls.map((pnl, index) => trade(pnl, minute(index))));
    expect(metrics.largestLosingStreak).toMatchObject({ count: 1, total: '-50' });
    expect(metrics.longestLossStreak).toMatchObject({ count: 3, total: '-3' });
  });

  it('keeps the earliest of equal streaks', () => {
    const pnls = ['-2', '1', '-2', '1'];
    const metrics = metricsOfTrades(pnls.map((pnl, index) => trade(pnl, minute(index))));
    expect(metrics.largestLosingStreak.first?.exitTime).toBe(Date.parse(minute(0)));
    expect(metrics.longestWinStreak.first?.exitTime).toBe(Date.parse(minute(1)));
  });

  it('adds money exactly (no binary floats)', () => {
    const metrics = metricsOfTrades([trade('0.1', minute(0), { commission: '0.01' }), trade('0.2', minute(1), { commission: '0.02' })]);
    expect(metrics.tally).toMatchObject({ netPnl: '0.3', commission: '0.03' });
  });
});
