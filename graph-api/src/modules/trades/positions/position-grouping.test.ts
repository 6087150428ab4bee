import { describe, expect, it } from 'vitest';
import type { TradeValues } from '../rows';
import { groupingOrderIdOf, groupLegs, type LegFacts, OPENED_TOGETHER_MS, positionsOf } from './position-grouping';

const T0 = Date.parse('2026-03-02T15:00:00Z');
let sequence = 0;

/** A closed leg entered `entry` ms after T0, exiting an hour later unless `exit` says otherwise. */
function leg(symbol: string, netPnl: string, entry = 0, options: Partial<TradeValues> = {}): TradeValues {
  sequence += 1;
  return {
    id: String(sequence),
    instrumentId: sequence,
    tradeKey: `k${sequence}`,
    symbol,
    closed: true,
    entryTime: T0 + entry,
    exitTime: T0 + entry + 3_600_000,
    netPnl,
    grossPnl: netPnl,
    commission: '0',
    fees: '0',
    quantity: '1',
    entryPrice: '1',
    multiplier: symbol.includes(' ') ? '100' : '1',
    timeGiven: true,
    ...options,
  };
}

const facts = (overrides: Map<TradeValues, Partial<LegFacts>> = new Map()) => (trade: TradeValues): LegFacts => ({ accountId: 'A1', direction: 'LONG', choice: null, orderId: null, ...overrides.get(trade) });
const symbolsOf = (groups: TradeValues[][]) => groups.map((group) => group.map(({ symbol }) => symbol).sort()).sort((a, b) => a.join().localeCompare(b.join()));

describe('grouping legs into positions', () => {
  it('groups options of one underlying opened within the window, and starts anew past it', () => {
    const legs = [leg('SPY 260320C500', '10'), leg('SPY 260320C510', '-4', 2_000), leg('SPY 260320P480', '3', OPENED_TOGETHER_MS + 1), leg('SPY 260320P470', '-1', OPENED_TOGETHER_MS + 5_000)];
    expect(symbolsOf(groupLegs(legs, facts()))).toEqual([
      ['SPY 260320C500', 'SPY 260320C510'],
      ['SPY 260320P470', 'SPY 260320P480'],
    ]);
  });

  it('keeps accounts and underlyings apart, one leg per contract, and never groups shares alone, futures or crypto', () => {
    const other = leg('SPY 260320C510', '1');
    const again = leg('QQQ 260320C400', '1', 10_000, { instrumentId: 900 });
    const legs = [leg('SPY 260320C500', '1'), other, leg('QQQ 260320C400', '1', 0, { instrumentId: 900 }), again, leg('AAPL', '1'), leg('MSFT', '1'), leg('ESH2026', '1'), leg('BTC/USD', '1')];
    const groups = groupLegs(legs, facts(new Map([[other, { accountId: 'A2' }]])));
    expect(groups.every((group) => group.length === 1)).toBe(true);
    expect(groups).toHaveLength(legs.length);
  });

  it("follows the trader's choice over the rule: a split leg alone, merged legs together", () => {
    const call = leg('KO 260320C62', '50');
    const shares = leg('KO', '100');
    const first = leg('QQQ 260313P500', '-200');
    const rolled = leg('QQQ 260320P495', '400', 3 * 86_400_000);
    const chosen = new Map<TradeValues, Partial<LegFacts>>([
      [call, { choice: 'split:call' }],
      [first, { choice: 'merge:roll' }],
      [rolled, { choice: 'merge:roll' }],
    ]);
    expect(symbolsOf(groupLegs([call, shares, first, rolled], facts(chosen)))).toEqual([['KO'], ['KO 260320C62'], ['QQQ 260313P500', 'QQQ 260320P495']]);
  });

  it('makes each position one trade: P&L summed, first entry, last exit, open while a leg is; named by its underlying', () => {
    const long = leg('SPXW 260306C6900', '1600', 0, { quantity: '2', entryPrice: '12' });
    const short = leg('SPXW 260306C6910', '-800', 0, { quantity: '2', entryPrice: '7', exitTime: T0 + 7_200_000 });
    const single = leg('MSFT', '100');
    const directions = new Map<TradeValues, Partial<LegFacts>>([[short, { direction: 'SHORT' }]]);
    const [first, second] = positionsOf([long, short, single], facts(directions));
    expect(second).toEqual(single);
    expect(first).toMatchObject({ id: long.id, symbol: 'SPXW', netPnl: '800', entryTime: T0, exitTime: T0 + 7_200_000, closed: true, quantity: '1', multiplier: '1', entryPrice: '1000' });

    const open = leg('SPXW 260306C6910', '0', 0, { closed: false, exitTime: null });
    const [position] = positionsOf([leg('SPXW 260306C6900', '1600'), open], facts(new Map([[open, { direction: 'SHORT' }]])));
    expect(position).toMatchObject({ closed: false, exitTime: null, netPnl: '1600' });
  });

  it('groups the legs of one order however far apart their fills are stamped, and never the legs of two orders', () => {
    const long = leg('SPY 260320P500', '-300');
    const short = leg('SPY 260320P490', '450', 3 * OPENED_TOGETHER_MS);
    const otherLong = leg('SPY 260320C520', '100', 1_000);
    const otherShort = leg('SPY 260320C530', '-40', 2_000);
    const orders = new Map<TradeValues, Partial<LegFacts>>([
      [long, { orderId: '1001' }],
      [short, { orderId: '1001' }],
      [otherLong, { orderId: '1002' }],
      [otherShort, { orderId: '1003' }],
    ]);
    expect(symbolsOf(groupLegs([long, short, otherLong, otherShort], facts(orders)))).toEqual([['SPY 260320C520'], ['SPY 260320C530'], ['SPY 260320P490', 'SPY 260320P500']]);
  });

  it('keeps one order of two accounts apart, and legs without an order id apart from legs with one', () => {
    const first = leg('SPY 260320P500', '1');
    const otherAccount = leg('SPY 260320P490', '1', 500);
    const unnumbered = leg('SPY 260320P480', '1', 1_000);
    const orders = new Map<TradeValues, Partial<LegFacts>>([
      [first, { orderId: '7' }],
      [otherAccount, { orderId: '7', accountId: 'A2' }],
    ]);
    expect(groupLegs([first, otherAccount, unnumbered], facts(orders)).every((group) => group.length === 1)).toBe(true);
  });

  it("the trader's split and merge win over one order", () => {
    const long = leg('SPY 260320P500', '1');
    const short = leg('SPY 260320P490', '1', 1_000);
    const later = leg('SPY 260320P480', '1', 90_000);
    const chosen = new Map<TradeValues, Partial<LegFacts>>([
      [long, { orderId: '9', choice: 'split:long' }],
      [short, { orderId: '9', choice: 'merge:m' }],
      [later, { orderId: '10', choice: 'merge:m' }],
    ]);
    expect(symbolsOf(groupLegs([long, short, later], facts(chosen)))).toEqual([['SPY 260320P480', 'SPY 260320P490'], ['SPY 260320P500']]);
  });

  it("reads Alpaca's order ids as naming one leg: its legs are grouped by the window", () => {
    expect(groupingOrderIdOf('interactive_brokers', '1001')).toBe('1001');
    expect(groupingOrderIdOf('schwab', '1001')).toBe('1001');
    expect(groupingOrderIdOf('alpaca', '904837e3-3b76-47ec-b432-046db621571b')).toBeNull();
    expect(groupingOrderIdOf('interactive_brokers', null)).toBeNull();
  });

  it('leaves a journal without options as it is', () => {
    const legs = [leg('AAPL', '1'), leg('AAPL', '2')];
    expect(positionsOf(legs, facts())).toEqual(legs);
  });
});
