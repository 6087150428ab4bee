import { addMoney, compareMoney, negateMoney, subtractMoney, textOf } from '../../dashboard-summary';
import { type ClosedTrade, inTradeOrder } from '../../dashboard-summary';
import { localDayOf } from '../../dashboard-summary';
import Big from 'big.js';
import type { RiskRule } from './risk-rule';

/** A closed trade as the dashboard counts it, with what the rules also read: its account and planned stop. */
export type RiskTrade = ClosedTrade & { accountId: string; stopPrice: string | null };

/** One rule broken on one local day: the figure against the limit, the trades behind it, and when it was first broken. */
export interface Breach {
  ruleId: number;
  /** The trader's local day (their Timezone setting), as the dashboard's calendar. */
  day: string;
  /** In the rule's unit: the day's net P&L (daily loss, in dollars or R), trades that day, the largest loss beyond a stop or position, the drawdown. */
  figure: string;
  limit: string;
  tradeIds: string[];
  /** The exit of the trade that broke it (epoch ms). */
  at: number;
}

/** What a trade risked to its planned stop: |entry − stop| × quantity × multiplier; null without a stop. */
export function plannedRiskOf(trade: RiskTrade): Big | null {
  if (trade.stopPrice === null) return null;
  return new Big(trade.entryPrice).minus(trade.stopPrice).abs().times(new Big(trade.quantity).abs()).times(trade.multiplier);
}

/** 1R: the trader's usual risk, the median planned risk of their trades with a stop (as the insights' risk alerts read it). */
export function oneROf(trades: readonly RiskTrade[]): Big | null {
  const risks = trades.map(plannedRiskOf).filter((risk): risk is Big => risk !== null && risk.gt(0));
  if (risks.length === 0) return null;
  risks.sort((a, b) => a.cmp(b));
  const middle = Math.floor(risks.length / 2);
  return risks.length % 2 === 1 ? risks[middle]! : risks[middle - 1]!.plus(risks[middle]!).div(2);
}

function byDay(trades: readonly RiskTrade[], timeZone: string): Map<string, RiskTrade[]> {
  const days = new Map<string, RiskTrade[]>();
  for (const trade of trades) {
    const day = localDayOf(trade.exitTime, timeZone);
    const list = days.get(day);
    if (list) list.push(trade);
    else days.set(day, [trade]);
  }
  return days;
}

const round2 = (value: Big) => textOf(value.round(2, Big.roundHalfUp));

/** The day's running net P&L first below −limit (dollars, or limit × 1R). */
function dailyLoss(rule: RiskRule, days: Map<string, RiskTrade[]>, oneR: Big | null): Breach[] {
  if (rule.unit === 'r' && oneR === null) return [];
  const limitUsd = rule.unit === 'r' ? textOf(new Big(rule.limit).times(oneR!)) : rule.limit;
  const breaches: Breach[] = [];
  for (const [day, trades] of days) {
    let running = '0';
    let at: number | null = null;
    for (const trade of trades) {
      running = addMoney(running, trade.netPnl);
      if (at === null && compareMoney(running, negateMoney(limitUsd)) < 0) at = trade.exitTime;
    }
    if (at === null) continue;
    const figure = rule.unit === 'r' ? round2(new Big(running).div(oneR!)) : running;
    breaches.push({ ruleId: rule.id, day, figure, limit: rule.limit, tradeIds: trades.map(({ id }) => id), at });
  }
  return breaches;
}

function maxTradesPerDay(rule: RiskRule, days: Map<string, RiskTrade[]>): Breach[] {
  const max = Number(rule.limit);
  return [...days]
    .filter(([, trades]) => trades.length > max)
    .map(([day, trades]) => ({ ruleId: rule.id, day, figure: String(trades.length), limit: rule.limit, tradeIds: trades.map(({ id }) => id), at: trades[max]!.exitTime }));
}

/** Per-trade rules: each day's trades over the limit; the figure is the day's largest. */
function perTrade(rule: RiskRule, days: Map<string, RiskTrade[]>, measure: (trade: RiskTrade) => Big | null): Breach[] {
  const breaches: Breach[] = [];
  for (const [day, trades] of days) {
    const over = trades.map((trade) => ({ trade, value: measure(trade) })).filter(({ value }) => value !== null && value.gt(rule.limit)) as Array<{ trade: RiskTrade; value: Big }>;
    if (over.length === 0) continue;
    const largest = over.reduce((a, b) => (b.value.gt(a.value) ? b : a));
    breaches.push({ ruleId: rule.id, day, figure: round2(largest.value), limit: rule.limit, tradeIds: over.map(({ trade }) => trade.id), at: over[0]!.trade.exitTime });
  }
  return breaches;
}

/** The loss past what the stop planned: −net P&L − planned risk, when positive. */
function lossBeyondStopOf(trade: RiskTrade): Big | null {
  const planned = plannedRiskOf(trade);
  if (planned === null || !trade.netPnl.startsWith('-')) return null;
  const beyond = new Big(negateMoney(trade.netPnl)).minus(planned);
  return beyond.gt(0) ? beyond : null;
}

function positionSizeOf(rule: RiskRule): (trade: RiskTrade) => Big {
  return rule.unit === 'shares' ? (trade) => new Big(trade.quantity).abs() : (trade) => new Big(trade.quantity).abs().times(trade.entryPrice).times(trade.multiplier);
}

/** The drawdown from the running equity peak (trade order, all history in scope); per day, first beyond the limit. */
function trailingDrawdown(rule: RiskRule, ordered: readonly RiskTrade[], timeZone: string): Breach[] {
  const breaches = new Map<string, Breach>();
  let equity = '0';
  let peak = '0';
  for (const trade of ordered) {
    equity = addMoney(equity, trade.netPnl);
    if (compareMoney(equity, peak) > 0) peak = equity;
    const drawdown = subtractMoney(peak, equity);
    if (compareMoney(drawdown, rule.limit) <= 0) continue;
    const day = localDayOf(trade.exitTime, timeZone);
    const breach = breaches.get(day);
    if (!breach) breaches.set(day, { ruleId: rule.id, day, figure: drawdown, limit: rule.limit, tradeIds: [trade.id], at: trade.exitTime });
    else {
      breach.tradeIds.push(trade.id);
      if (compareMoney(drawdown, breach.figure) > 0) breach.figure = drawdown;
    }
  }
  return [...breaches.values()];
}

/**
 * Every breach of the rules among the trades, by the trader's local day. Pure: the same trades and
 * rules give the same breaches, so checking again after each import finds the ones already told
 * (kept once by their rule and day).
 */
export function findBreaches(rules: readonly RiskRule[], trades: readonly RiskTrade[], timeZone: string): Breach[] {
  const breaches: Breach[] = [];
  for (const rule of rules) {
    const scoped = inTradeOrder(rule.accountId === null ? trades : trades.filter((trade) => trade.accountId === rule.accountId));
    const days = byDay(scoped, timeZone);
    switch (rule.kind) {
      case 'daily_loss':
        breaches.push(...dailyLoss(rule, days, rule.unit === 'r' ? oneROf(scoped) : null));
        break;
      case 'max_trades_per_day':
        breaches.push(...maxTradesPerDay(rule, days));
        break;
      case 'loss_beyond_stop':
        breaches.push(...perTrade(rule, days, lossBeyondStopOf));
        break;
      case 'max_position_size':
        breaches.push(...perTrade(rule, days, positionSizeOf(rule)));
        break;
      case 'trailing_drawdown':
        breaches.push(...trailingDrawdown(rule, scoped, timeZone));
        break;
    }
  }
  return breaches.sort((a, b) => a.at - b.at || a.ruleId - b.ruleId);
}
