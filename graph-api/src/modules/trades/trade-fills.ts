import type { EntityManager } from '@mikro-orm/core';
import { selectRows } from '../../db/raw-sql';
import { AccountInstrument } from './account-instrument.entity';
import { canonicalDecimal } from './domain/decimal-text';
import type { ExecutionSide, PositionEffect } from './domain/execution';
import { type MatchableExecution, matchExecutions, type TradeFill } from './matching/round-trips';
import type { Trade } from './trade.entity';

/** One fill of a trade as the trade dialog lists it: its part of an execution (a flip's execution is shared by two trades). */
export interface TradeFillFacts {
  executedAt: Date;
  side: ExecutionSide;
  role: TradeFill['role'];
  quantity: string;
  price: string;
  commission: string;
  fees: string;
}

interface ExecutionRow {
  id: number | string;
  side: ExecutionSide;
  quantity: string | number;
  price: string | number;
  commission: string | number;
  fees: string | number;
  executed_at: unknown;
  dedupe_key: string;
  position_effect: PositionEffect | null;
}

/** The opening execution's dedupe key and which part of it opened the trade ("#0", or "#1" for the rest of a flip). */
function openingOf(tradeKey: string): { dedupeKey: string; flipRemainder: boolean } {
  const hash = tradeKey.lastIndexOf('#');
  return { dedupeKey: tradeKey.slice(0, hash), flipRemainder: tradeKey.slice(hash + 1) === '1' };
}

/**
 * The fills of a trade. No row links a trade to its executions: the trade is a product of matching
 * its group's executions (trade.tradeKey names the opening one), so its fills are found by matching
 * them again exactly as an import does (same ids, same order: time, then row id) and taking the
 * round trip with the trade's key. Its fills' quantities and prices are the ones its entry and exit
 * prices and gross P&L were computed from, and a flip's costs are split as they were.
 *
 * Only what the trade can be made of is read: up to its exit (later fills cannot change it) and,
 * when it opened flat (key "#0"), from its opening execution on, as the matcher was flat there.
 * The rest of a flip ("#1") needs the position before it, so its group is read from the start.
 */
export async function fillsOfTrade(em: EntityManager, trade: Trade): Promise<TradeFillFacts[]> {
  const instrument = await em.findOneOrFail(AccountInstrument, trade.accountInstrument.id);
  const opening = openingOf(trade.tradeKey);
  const conditions = ['account_instrument_id = ?'];
  const params: (number | string | Date)[] = [instrument.id];
  if (trade.exitTime) {
    conditions.push('executed_at <= ?');
    params.push(trade.exitTime);
  }
  if (!opening.flipRemainder) {
    const [first] = await selectRows<{ id: number | string }>(em, 'select id from execution where account_instrument_id = ? and dedupe_key = ?', [instrument.id, opening.dedupeKey]);
    // Its opening execution is gone only if the group was rebuilt meanwhile: no fills to show.
    if (!first) return [];
    conditions.push('(executed_at > ? or (executed_at = ? and id >= ?))');
    params.push(trade.entryTime, trade.entryTime, Number(first.id));
  }
  const found = await selectRows<ExecutionRow>(
    em,
    `select id, side, quantity, price, commission, fees, executed_at, dedupe_key, position_effect from execution where ${conditions.join(' and ')} order by executed_at, id`,
    params,
  );
  const group = { accountId: instrument.accountId, instrument: { symbol: instrument.symbol, assetClass: instrument.assetClass, multiplier: instrument.multiplier } };
  const executions = found.map((row): MatchableExecution => ({
    ...group,
    id: row.dedupe_key,
    // As the import numbers stored executions (loadGroupExecutions): fills at one instant keep their stored order.
    sequence: Number(row.id),
    side: row.side,
    quantity: decimal(row.quantity),
    price: decimal(row.price),
    commission: decimal(row.commission),
    fees: decimal(row.fees),
    executedAtMs: epochMsOf(row.executed_at),
    positionEffect: row.position_effect ?? undefined,
  }));
  const trip = matchExecutions(executions).roundTrips.find(({ key }) => key === trade.tradeKey);
  if (!trip) return [];
  const sideOf = (role: TradeFill['role']): ExecutionSide => ((role === 'entry') === (trip.direction === 'LONG') ? 'BUY' : 'SELL');
  return trip.fills.map((fill) => ({
    executedAt: new Date(fill.executedAtMs),
    side: sideOf(fill.role),
    role: fill.role,
    quantity: canonicalDecimal(fill.quantity),
    price: canonicalDecimal(fill.price),
    commission: canonicalDecimal(fill.commission),
    fees: canonicalDecimal(fill.fees),
  }));
}

// MySQL answers DECIMAL columns as strings ("50.99000000"); SQLite keeps the text it was given.
const decimal = (value: string | number) => canonicalDecimal(String(value));

/** A DATETIME read raw: epoch milliseconds in SQLite; a UTC "YYYY-MM-DD HH:MM:SS[.fff]" string in MySQL. */
function epochMsOf(value: unknown): number {
  if (value instanceof Date) return value.getTime();
  if (typeof value === 'string' && !/^\d+$/.test(value)) return Date.parse(`${value.replace(' ', 'T')}Z`);
  return Number(value);
}
