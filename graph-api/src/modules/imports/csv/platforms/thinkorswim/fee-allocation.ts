import Big from 'big.js';
import type { FeeLine } from './cash-balance';
import type { TradeLeg, TradeOrder } from './trade-history';
import { bareSymbol } from './tos-values';

/*
 * Trade History has the fills but no fees; Cash Balance has the fees per order fill. They share no
 * id, so a fee line is matched to fills of the same instrument (or spread), side and size, at the
 * same time give or take two seconds: the two sections are known to disagree by a second or two.
 * One fee line may cover several Trade History rows and the reverse, so quantities are consumed
 * rather than rows paired, and a fee is shared pro rata by quantity (a spread's by contracts).
 */
const TIME_TOLERANCE_MS = 2000;
const MONEY_PLACES = 6;
const ROUND_HALF_EVEN = 2;

export interface LegCosts {
  commission: Big;
  fees: Big;
}

export interface FeeAllocation {
  costs: Map<TradeLeg, LegCosts>;
  /** Fee lines that matched no fill: their costs are not on any execution. */
  unmatched: FeeLine[];
  /** Orders no fee line reached. */
  ordersWithoutFees: TradeOrder[];
}

export function allocateFees(orders: readonly TradeOrder[], feeLines: readonly FeeLine[]): FeeAllocation {
  const unitsLeft = new Map<TradeOrder, Big>(orders.map((order) => [order, orderUnits(order)]));
  const bySecond = indexBySecond(orders);
  const reached = new Set<TradeOrder>();
  const costs = new Map<TradeLeg, LegCosts>();
  const unmatched: FeeLine[] = [];
  for (const feeLine of feeLines) {
    const takes = consume(feeLine, nearby(bySecond, feeLine.executedAt), unitsLeft);
    if (takes.length === 0) {
      unmatched.push(feeLine);
      continue;
    }
    const orderWeights = takes.map(({ units }) => units);
    const commissions = splitProRata(new Big(feeLine.commission), orderWeights);
    const fees = splitProRata(new Big(feeLine.fees), orderWeights);
    takes.forEach(({ order }, index) => {
      reached.add(order);
      const legWeights = order.legs.map((leg) => new Big(leg.quantity));
      const legCommissions = splitProRata(commissions[index]!, legWeights);
      const legFees = splitProRata(fees[index]!, legWeights);
      order.legs.forEach((leg, legIndex) => {
        const before = costs.get(leg) ?? { commission: new Big(0), fees: new Big(0) };
        costs.set(leg, { commission: before.commission.plus(legCommissions[legIndex]!), fees: before.fees.plus(legFees[legIndex]!) });
      });
    });
  }
  return { costs, unmatched, ordersWithoutFees: orders.filter((order) => !reached.has(order)) };
}

/** The order's size as its fee line counts it: shares or contracts, or spreads (1 butterfly = 1/2/1 contracts). */
function orderUnits(order: TradeOrder): Big {
  if (order.legs.length === 1) return new Big(order.legs[0]!.quantity);
  return order.legs.map((leg) => new Big(leg.quantity)).reduce(greatestCommonDivisor);
}

/** Orders by the second they filled in, so each fee line looks only at its few neighbours. */
function indexBySecond(orders: readonly TradeOrder[]): Map<number, TradeOrder[]> {
  const index = new Map<number, TradeOrder[]>();
  for (const order of orders) {
    const second = Math.floor(order.executedAt.getTime() / 1000);
    const bucket = index.get(second);
    if (bucket) bucket.push(order);
    else index.set(second, [order]);
  }
  return index;
}

/** Orders within the tolerance of `instant`, in file order. */
function nearby(index: Map<number, TradeOrder[]>, instant: Date): TradeOrder[] {
  const second = Math.floor(instant.getTime() / 1000);
  const reach = TIME_TOLERANCE_MS / 1000;
  const found: TradeOrder[] = [];
  for (let offset = -reach; offset <= reach; offset += 1) found.push(...(index.get(second + offset) ?? []));
  return found.sort((a, b) => a.line - b.line);
}

function greatestCommonDivisor(a: Big, b: Big): Big {
  let [x, y] = [a, b];
  while (!y.eq(0)) [x, y] = [y, x.mod(y)];
  return x;
}

interface Take {
  order: TradeOrder;
  units: Big;
}

/** Takes the fee line's quantity from matching orders: one of exactly that size if any, else the nearest in time first. */
function consume(feeLine: FeeLine, orders: readonly TradeOrder[], unitsLeft: Map<TradeOrder, Big>): Take[] {
  const quantity = new Big(feeLine.quantity);
  const distance = (order: TradeOrder) => Math.abs(order.executedAt.getTime() - feeLine.executedAt.getTime());
  const candidates = orders
    .filter((order) => distance(order) <= TIME_TOLERANCE_MS && unitsLeft.get(order)!.gt(0) && describes(feeLine, order))
    .sort((a, b) => distance(a) - distance(b));
  const exact = candidates.find((order) => unitsLeft.get(order)!.eq(quantity));
  const takes: Take[] = [];
  let left = quantity;
  for (const order of exact ? [exact] : candidates) {
    if (left.eq(0)) break;
    const available = unitsLeft.get(order)!;
    const units = available.lt(left) ? available : left;
    unitsLeft.set(order, available.minus(units));
    left = left.minus(units);
    takes.push({ order, units });
  }
  return takes;
}

/** "BATL" for a stock, "SPX 100 (Weeklys) 5 JUN 26 7500 CALL" for an option, "BUTTERFLY SPX …" for a spread. */
function describes(feeLine: FeeLine, order: TradeOrder): boolean {
  const first = order.legs[0]!;
  if (order.legs.length === 1) return feeLine.side === first.side && firstWord(feeLine.subject) === first.symbol;
  const spread = `${order.spread} `;
  return feeLine.subject.startsWith(spread) && firstWord(feeLine.subject.slice(spread.length)) === first.symbol;
}

function firstWord(text: string): string {
  return bareSymbol(text.split(' ', 1)[0] ?? '');
}

/** Shares of `total` in proportion to `weights`, rounded; the last share takes the remainder so they add up exactly. */
function splitProRata(total: Big, weights: readonly Big[]): Big[] {
  const sum = weights.reduce((a, b) => a.plus(b), new Big(0));
  let given = new Big(0);
  return weights.map((weight, index) => {
    const share = index === weights.length - 1 ? total.minus(given) : total.times(weight).div(sum).round(MONEY_PLACES, ROUND_HALF_EVEN);
    given = given.plus(share);
    return share;
  });
}
