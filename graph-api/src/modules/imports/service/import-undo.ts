import type { EntityManager } from '@mikro-orm/core';
import Big from 'big.js';
import { lockUser, placeholders, runSql, selectRows } from '../../../db/raw-sql';
import { groupKeyOf, type MatchableExecution, matchExecutions, type Matching, type RoundTrip } from '../../trades';
import { TradeImport } from '../import.entity';
import { ImportError } from '../import.errors';
import type { InTransactionHook, InTransactionRun } from './in-transaction-hook';
import { loadGroupExecutions, lockGroupsWithIds, type StoredGroup } from '../storage/execution-store';
import { deleteGroupTrades, insertTradeFills, insertTrades } from '../storage/trade-store';

/** One position (account and instrument) an import added fills to: its trades now, and once the import is undone. */
export interface UndoPosition {
  accountId: string;
  symbol: string;
  fillsRemoved: number;
  /** Fills of other imports (earlier or later) that stay. */
  fillsRemaining: number;
  tradesBefore: number;
  tradesAfter: number;
  openBefore: number;
  openAfter: number;
  /** Net P&L of the position's closed trades, now and after. */
  netPnlBefore: string;
  netPnlAfter: string;
}

/** What undoing an import would do, worked out from the stored fills without changing anything. */
export interface UndoPlan {
  record: TradeImport;
  /** Whether it can be undone now: a completed import not undone yet. */
  canUndo: boolean;
  /** The fills this import added that are still stored. */
  fillsAdded: number;
  /** The trades now holding at least one of those fills. */
  tradesAdded: number;
  positions: UndoPosition[];
  /** Fills of later imports sharing a trade with this import's fills (a later close of a position this import opened). */
  laterFillsAffected: number;
  /** What will happen, in words, before it happens. */
  notes: string[];
}

interface ExecutionOwner {
  id: number | string;
  trade_import_id: number | string;
}

/** The import of `userId` with `importId`, or not found (another user's import is not found either). */
async function ownImport(em: EntityManager, userId: number, importId: number): Promise<TradeImport> {
  const record = await em.findOne(TradeImport, { id: importId, user: userId });
  if (!record) throw importNotFound();
  return record;
}

export const importNotFound = () => new ImportError('import_not_found', 'That import does not exist.');

/** The groups (account instruments) holding fills of the import, and every stored fill of them, each with its import. */
async function groupsOfImport(em: EntityManager, importId: number, lock: boolean) {
  const ids = (await selectRows<{ account_instrument_id: number | string }>(em, 'select distinct account_instrument_id from execution where trade_import_id = ?', [importId])).map((row) =>
    Number(row.account_instrument_id),
  );
  const groups: Map<string, StoredGroup> = ids.length === 0 ? new Map() : await lockGroupsWithIds(em, ids, { lock });
  const executions = groups.size === 0 ? [] : await loadGroupExecutions(em, groups);
  // The matcher's `sequence` is the execution's row id: the import of each is read by it.
  const owners = ids.length === 0 ? [] : await selectRows<ExecutionOwner>(em, `select id, trade_import_id from execution where account_instrument_id in (${placeholders(ids.length)})`, ids);
  const importOf = new Map(owners.map((row) => [Number(row.id), Number(row.trade_import_id)]));
  return { groups, executions, importOf };
}

const fillKey = (execution: Pick<MatchableExecution, 'accountId' | 'instrument' | 'id'>) => `${groupKeyOf(execution)}\u0000${execution.id}`;

interface Worked {
  plan: UndoPlan;
  groups: Map<string, StoredGroup>;
  after: Matching;
}

async function workOut(em: EntityManager, record: TradeImport, lock: boolean): Promise<Worked> {
  const { groups, executions, importOf } = await groupsOfImport(em, record.id, lock);
  const importOfFill = new Map(executions.map((execution) => [fillKey(execution), importOf.get(execution.sequence)!]));
  const kept = executions.filter((execution) => importOf.get(execution.sequence) !== record.id);
  // Expiries judged now, as the import that stored the trades judged them (docs/options.md).
  const now = new Date();
  const before = matchExecutions(executions, { now });
  const after = matchExecutions(kept, { now });
  const ownTrips = before.roundTrips.filter((trip) => trip.fills.some((fill) => importOfFill.get(`${groupKeyOf(trip)}\u0000${fill.executionId}`) === record.id));
  const laterFills = new Set<string>();
  for (const trip of ownTrips) {
    for (const fill of trip.fills) {
      const key = `${groupKeyOf(trip)}\u0000${fill.executionId}`;
      if (importOfFill.get(key)! > record.id) laterFills.add(key);
    }
  }
  const positions = [...groups.entries()].map(([key, group]): UndoPosition => {
    const tripsBefore = before.roundTrips.filter((trip) => groupKeyOf(trip) === key);
    const tripsAfter = after.roundTrips.filter((trip) => groupKeyOf(trip) === key);
    const fills = executions.filter((execution) => groupKeyOf(execution) === key);
    const removed = fills.filter((execution) => importOf.get(execution.sequence) === record.id).length;
    return {
      accountId: group.accountId,
      symbol: group.instrument.symbol,
      fillsRemoved: removed,
      fillsRemaining: fills.length - removed,
      tradesBefore: tripsBefore.length,
      tradesAfter: tripsAfter.length,
      openBefore: tripsBefore.filter((trip) => trip.status === 'open').length,
      openAfter: tripsAfter.filter((trip) => trip.status === 'open').length,
      netPnlBefore: closedNetPnl(tripsBefore),
      netPnlAfter: closedNetPnl(tripsAfter),
    };
  });
  positions.sort((a, b) => a.symbol.localeCompare(b.symbol) || a.accountId.localeCompare(b.accountId));
  const fillsAdded = executions.length - kept.length;
  const plan: UndoPlan = {
    record,
    canUndo: record.status === 'completed',
    fillsAdded,
    tradesAdded: ownTrips.length,
    positions,
    laterFillsAffected: laterFills.size,
    notes: notesOf(record, fillsAdded, positions, laterFills.size, after, importOfFill, record.id),
  };
  return { plan, groups, after };
}

function closedNetPnl(trips: readonly RoundTrip[]): string {
  return trips.filter((trip) => trip.status === 'closed').reduce((sum, trip) => sum.plus(trip.netPnl), new Big(0)).toString();
}

/** What undoing will do, said before it is done: nothing to undo, a second undo, later imports' fills matched again. */
function notesOf(record: TradeImport, fillsAdded: number, positions: readonly UndoPosition[], laterFills: number, after: Matching, importOfFill: ReadonlyMap<string, number>, importId: number): string[] {
  if (record.status === 'undone') return ['This import was already undone: undoing it again changes nothing.'];
  if (record.status === 'failed') return ['This import was refused and stored nothing: there is nothing to undo.'];
  if (fillsAdded === 0) return ['This import added no fills (all were already in your journal): undoing it changes no trade.'];
  const notes = [`Removes the ${plural(fillsAdded, 'fill')} this import added and rebuilds ${plural(positions.length, 'position')} from the fills that remain.`];
  if (laterFills > 0) {
    const symbols = positions.filter((position) => position.fillsRemaining > 0).map((position) => position.symbol);
    notes.push(
      `${plural(laterFills, 'fill')} of later imports share trades with this import's fills (${[...new Set(symbols)].join(', ')}): they stay, and are matched again without this import's fills.`,
    );
  }
  // Closes of later imports left with nothing to close: out of the P&L, as closes of positions opened before the history.
  const orphaned = after.preHistoryCloses.filter((close) => importOfFill.get(`${groupKeyOf(close)}\u0000${close.executionId}`)! > importId);
  for (const close of orphaned.slice(0, 10)) {
    notes.push(`${close.instrument.symbol}: a later ${close.side === 'SELL' ? 'sale' : 'buy'} of ${close.quantity} will close nothing in your journal and stays out of your P&L until the opening fills are imported again.`);
  }
  return notes;
}

const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

/** What undoing the user's import would do; changes nothing. */
export async function undoPlanOf(em: EntityManager, userId: number, importId: number): Promise<UndoPlan> {
  const record = await ownImport(em, userId, importId);
  return (await workOut(em, record, false)).plan;
}

/**
 * Undoes the user's import in one transaction: its fills removed, the trades of every position it
 * touched rebuilt from the fills that remain (other imports' fills untouched), the dashboard's
 * summary following them, the import marked undone. All or nothing.
 */
export async function undoImport(em: EntityManager, userId: number, importId: number, hooks: readonly InTransactionHook[]): Promise<UndoPlan> {
  return em.fork().transactional(async (tx) => {
    // One import or undo of a user at a time (see lockUser): what is read below stays true until the commit.
    await lockUser(tx, userId);
    const record = await ownImport(tx, userId, importId);
    if (record.status === 'undone') throw new ImportError('already_undone', 'This import was already undone; nothing was changed.');
    if (record.status !== 'completed') throw new ImportError('already_undone', 'This import was refused and stored nothing; there is nothing to undo.');
    const { plan, groups, after } = await workOut(tx, record, true);
    const groupIds = new Map([...groups].map(([key, group]) => [key, group.id]));
    const ids = [...groupIds.values()];
    // What follows an import in its transaction (the dashboard's summary) follows its undoing too.
    const runs: InTransactionRun[] = [];
    for (const hook of hooks) {
      const run = await hook.before(tx, userId, ids);
      if (run !== null) runs.push(run);
    }
    await deleteTradesAndFills(tx, importId, ids);
    await insertTrades(tx, userId, after.roundTrips, groupIds).stored;
    await insertTradeFills(tx, after.roundTrips, groupIds).stored;
    for (const run of runs) await (await run.after(groupIds, after.roundTrips, 'at-once'))(tx);
    record.status = 'undone';
    await tx.flush();
    return plan;
  });
}

async function deleteTradesAndFills(tx: EntityManager, importId: number, groupIds: readonly number[]): Promise<void> {
  await deleteGroupTrades(tx, groupIds);
  await runSql(tx, 'delete from execution where trade_import_id = ?', [importId]);
}
