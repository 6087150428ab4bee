import type { EntityManager } from '@mikro-orm/core';
import Big from 'big.js';
import { selectRows } from '../../../db/raw-sql';
import { decimalOfColumn, legFactsOf, POSITION_FACT_COLUMNS, positionChoiceJoin, type TradeRow, tradeRowColumns, type TradeValues, tradeValuesOf } from '../rows';
import { groupLegs, type LegFacts, positionTradeOf } from './position-grouping';
import { shapeOf, underlyingOfSymbol } from './position-shape';
import type { ExitKind } from '../matching/expiry-close';

/** A leg as a position lists it. */
export interface PositionLeg extends TradeValues {
  direction: 'LONG' | 'SHORT';
  exitPrice: string | null;
  exitKind: ExitKind | null;
}

/** A position of several legs, as the trade dialog shows it (docs/options.md, "Multi-leg positions"). */
export interface TradePosition {
  /** Its lead leg's trade id. */
  id: string;
  shape: string;
  underlying: string;
  /** Positive a debit, negative a credit; dollars, before costs. */
  netDebit: string;
  maxLoss: string | null;
  maxGain: string | null;
  netPnl: string;
  closed: boolean;
  entryTime: number;
  exitTime: number | null;
  /** Net P&L / maximum loss, 4 decimals, once closed; null where the maximum loss is undefined or 0. */
  rMultiple: string | null;
  /** Whether the trader split or merged it by hand. */
  chosen: boolean;
  legs: PositionLeg[];
}

interface LegRow extends TradeRow {
  symbol: string;
  multiplier: string | number;
  direction: string;
  entry_order_id: string | null;
  account_id: string;
  platform: string;
  choice: string | null;
  exit_price: string | number | null;
  exit_kind: ExitKind | null;
}

const COLUMNS = `${tradeRowColumns('t')}, t.exit_price, t.exit_kind, ai.symbol, ai.multiplier, ${POSITION_FACT_COLUMNS}`;
const FROM = `from trade t join account_instrument ai on ai.id = t.account_instrument_id and ai.user_id = t.user_id ${positionChoiceJoin()}`;

/** The legs of one account and underlying (the options on it and its shares): all that one position can hold. */
async function legsOn(em: EntityManager, userId: number, accountId: string, underlying: string): Promise<{ leg: PositionLeg; facts: LegFacts }[]> {
  const rows = await selectRows<LegRow>(em, `select ${COLUMNS} ${FROM} where t.user_id = ? and ai.account_id = ? and (ai.symbol = ? or ai.symbol like ?)`, [
    userId,
    accountId,
    underlying,
    `${underlying} %`,
  ]);
  return rows.map((row) => {
    const facts = legFactsOf(row);
    const leg: PositionLeg = {
      ...tradeValuesOf(row, { symbol: row.symbol, multiplier: decimalOfColumn(row.multiplier) }),
      direction: facts.direction,
      exitPrice: row.exit_price === null ? null : decimalOfColumn(row.exit_price),
      exitKind: row.exit_kind,
    };
    return { leg, facts };
  });
}

function positionOfGroup(group: readonly PositionLeg[], factsOf: (leg: PositionLeg) => LegFacts): TradePosition {
  const { trade, figures } = positionTradeOf(group, (leg) => leg.direction);
  const maxLoss = figures.maxLoss === null ? null : new Big(figures.maxLoss);
  return {
    id: trade.id,
    shape: shapeOf(group),
    underlying: figures.underlying,
    netDebit: figures.netDebit,
    maxLoss: figures.maxLoss,
    maxGain: figures.maxGain,
    netPnl: trade.netPnl,
    closed: trade.closed,
    entryTime: trade.entryTime,
    exitTime: trade.exitTime,
    rMultiple: trade.closed && maxLoss !== null && maxLoss.gt(0) ? new Big(trade.netPnl).div(maxLoss).round(4, Big.roundHalfUp).toString() : null,
    chosen: group.some((leg) => factsOf(leg).choice !== null),
    legs: [...group],
  };
}

/**
 * The positions of several legs that the given trades belong to, by trade id (a trade that is a
 * position alone has none), grouped as every figure groups them: one read per account and underlying.
 */
export async function positionsOfTrades(em: EntityManager, userId: number, trades: readonly { id: number; symbol: string; accountId: string }[]): Promise<Map<string, TradePosition>> {
  const byId = new Map<string, TradePosition>();
  const done = new Set<string>();
  for (const trade of trades) {
    const underlying = underlyingOfSymbol(trade.symbol);
    if (!underlying) continue;
    const key = `${trade.accountId}\u0000${underlying.underlying}`;
    if (done.has(key)) continue;
    done.add(key);
    const read = await legsOn(em, userId, trade.accountId, underlying.underlying);
    if (!read.some(({ leg }) => underlyingOfSymbol(leg.symbol)?.option)) continue;
    const facts = new Map(read.map(({ leg, facts: legFacts }) => [leg, legFacts]));
    const factsOf = (leg: PositionLeg) => facts.get(leg)!;
    for (const group of groupLegs(read.map(({ leg }) => leg), factsOf)) {
      if (group.length < 2) continue;
      const position = positionOfGroup(group, factsOf);
      for (const leg of group) byId.set(leg.id, position);
    }
  }
  return byId;
}
