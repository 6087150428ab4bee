import Big from 'big.js';
import type { TradeValues } from '../rows';
import { riskOf, type ShapeLeg, underlyingOfSymbol } from './position-shape';

/**
 * Legs without an order id whose opening fills lie this close to the first leg's, in one account and
 * on one underlying, were opened together (docs/options.md, "Multi-leg positions"): a multi-leg order
 * fills its legs in the same second; a minute leaves room for a file that stamps each leg's fill apart.
 */
export const OPENED_TOGETHER_MS = 60_000;

/**
 * Platforms whose order id names one leg, not the multi-leg order: Alpaca places each leg of a
 * multi-leg order as an order of its own, with its own id (its orders' `legs`), so two ids there do
 * not say two orders. Their legs are grouped by the time window, as legs without an order id.
 */
const ORDER_ID_PER_LEG_PLATFORMS: ReadonlySet<string> = new Set(['alpaca']);

/** The order id grouping reads of a trade: its opening fill's, where the platform's ids name the whole order. */
export const groupingOrderIdOf = (platform: string, entryOrderId: string | null): string | null =>
  entryOrderId && !ORDER_ID_PER_LEG_PLATFORMS.has(platform) ? entryOrderId : null;

/** What grouping reads of a leg beyond its trade values. */
export interface LegFacts {
  accountId: string;
  direction: 'LONG' | 'SHORT';
  /** The trader's own grouping of this leg (a split or a merge), or null to group it by the rule. */
  choice: string | null;
  /** The broker's id of the order that opened it (groupingOrderIdOf), or null when the file gave none. */
  orderId: string | null;
}

const legOrder = (a: TradeValues, b: TradeValues) => a.entryTime - b.entryTime || a.instrumentId - b.instrumentId || (a.tradeKey < b.tradeKey ? -1 : a.tradeKey > b.tradeKey ? 1 : 0);

/**
 * The legs in groups, each group one position (the lead leg, opened first, first in it). A leg the
 * trader grouped goes with the legs of the same choice; the others are grouped by the rule, among
 * the options (and shares of their underlying) of one account and underlying, one leg per contract:
 * legs opened by one order (the same order id) together however far apart their fills are stamped;
 * legs of different orders never; legs without an order id when opened within OPENED_TOGETHER_MS of
 * the group's first leg. A group without an option leg falls apart into single trades (shares bought
 * together are not a spread), as every futures and crypto trade stays single.
 */
export function groupLegs<Leg extends TradeValues>(legs: readonly Leg[], factsOf: (leg: Leg) => LegFacts): Leg[][] {
  const groups: Leg[][] = [];
  const chosen = new Map<string, Leg[]>();
  // Runs of candidates: one per order (its legs may be stamped minutes apart), and one of the legs without an order id, cut by the window.
  const runs = new Map<string, { windowed: boolean; legs: Leg[] }>();
  for (const leg of legs) {
    const facts = factsOf(leg);
    if (facts.choice !== null) {
      const key = `${facts.accountId}\u0000${facts.choice}`;
      const group = chosen.get(key);
      if (group) group.push(leg);
      else chosen.set(key, [leg]);
      continue;
    }
    const underlying = underlyingOfSymbol(leg.symbol);
    if (underlying === null) {
      groups.push([leg]);
      continue;
    }
    const key = `${facts.accountId}\u0000${underlying.underlying}\u0000${facts.orderId ?? ''}\u0000${facts.orderId === null ? 'window' : 'order'}`;
    const run = runs.get(key);
    if (run) run.legs.push(leg);
    else runs.set(key, { windowed: facts.orderId === null, legs: [leg] });
  }
  for (const group of chosen.values()) groups.push(group.sort(legOrder));
  for (const { windowed, legs: run } of runs.values()) {
    let current: Leg[] = [];
    const close = () => {
      if (current.length > 1 && current.some((leg) => underlyingOfSymbol(leg.symbol)?.option)) groups.push(current);
      else for (const leg of current) groups.push([leg]);
      current = [];
    };
    for (const leg of run.sort(legOrder)) {
      const first = current[0];
      const apart = windowed && first !== undefined && leg.entryTime - first.entryTime > OPENED_TOGETHER_MS;
      if (apart || current.some((other) => other.instrumentId === leg.instrumentId)) close();
      current.push(leg);
    }
    close();
  }
  return groups;
}

/** A position's figures: its legs' P&L summed, from the first entry to the last exit. */
export interface PositionFigures {
  legs: number;
  underlying: string;
  netDebit: string;
  maxLoss: string | null;
  maxGain: string | null;
}

const sum = (legs: readonly TradeValues[], field: 'netPnl' | 'grossPnl' | 'commission' | 'fees') => legs.reduce((total, leg) => total.plus(leg[field]), new Big(0)).toString();

export const shapeLegOf = (leg: TradeValues, direction: 'LONG' | 'SHORT'): ShapeLeg => ({ symbol: leg.symbol, direction, quantity: leg.quantity, entryPrice: leg.entryPrice, multiplier: leg.multiplier });

/**
 * One position as one trade of the figures: the lead leg's identity (id, instrument and trade key, so
 * its journal entry is the position's), the underlying as its symbol, the legs' money summed, open
 * until its last leg closes. Its size is what it risks: the maximum loss where defined (the basis of
 * R: a stop of 0 under an entry of the maximum loss, one unit), else the net premium.
 */
export function positionTradeOf<Leg extends TradeValues>(legs: readonly Leg[], directionOf: (leg: Leg) => 'LONG' | 'SHORT'): { trade: Leg; figures: PositionFigures } {
  const lead = legs[0]!;
  if (legs.length === 1) return { trade: lead, figures: { legs: 1, underlying: lead.symbol, netDebit: '0', maxLoss: null, maxGain: null } };
  const risk = riskOf(legs.map((leg) => shapeLegOf(leg, directionOf(leg))));
  const closed = legs.every((leg) => leg.closed && leg.exitTime !== null);
  const size = risk.maxLoss !== null && risk.maxLoss !== '0' ? risk.maxLoss : new Big(risk.netDebit).abs().toString();
  const trade: Leg = {
    ...lead,
    symbol: underlyingOfSymbol(lead.symbol)?.underlying ?? lead.symbol,
    closed,
    entryTime: Math.min(...legs.map((leg) => leg.entryTime)),
    exitTime: closed ? Math.max(...legs.map((leg) => leg.exitTime!)) : null,
    netPnl: sum(legs, 'netPnl'),
    grossPnl: sum(legs, 'grossPnl'),
    commission: sum(legs, 'commission'),
    fees: sum(legs, 'fees'),
    quantity: '1',
    entryPrice: size,
    multiplier: '1',
    timeGiven: legs.every((leg) => leg.timeGiven),
  };
  return { trade, figures: { legs: legs.length, underlying: trade.symbol, ...risk } };
}

/**
 * The one function every figure reads trades through: the legs grouped into positions, each position
 * one trade (positionTradeOf), in the order of their lead legs. `extra` adds what a reader keeps
 * beyond the trade values (a side, a stop) for a position of several legs.
 */
export function positionsOf<Leg extends TradeValues>(legs: readonly Leg[], factsOf: (leg: Leg) => LegFacts, extra?: (position: PositionFigures, lead: Leg) => Partial<Leg>): Leg[] {
  if (!legs.some((leg) => underlyingOfSymbol(leg.symbol)?.option)) return [...legs];
  // Each position where its last leg stood: a list read in exit order stays in exit order.
  const place = new Map(legs.map((leg, index) => [leg, index]));
  const groups = groupLegs(legs, factsOf).map((group) => ({ group, at: Math.max(...group.map((leg) => place.get(leg)!)) }));
  return groups
    .sort((a, b) => a.at - b.at)
    .map(({ group }) => {
      const { trade, figures } = positionTradeOf(group, (leg) => factsOf(leg).direction);
      return group.length > 1 && extra ? { ...trade, ...extra(figures, group[0]!) } : trade;
    });
}
