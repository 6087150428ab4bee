import type { EntityManager } from '@mikro-orm/core';
import type { EntityManager as SqlEntityManager } from '@mikro-orm/knex';
import Big from 'big.js';
import type { Clock } from '../../clock';
import { isSqlite, selectQueryRows } from '../../db/raw-sql';
import { decimalSumOf, isSqliteIntegerOverflow, sqliteDecimalSumSelects } from '../../db/sqlite-decimal-sum';
import { type BulkTagAction, EMPTY_ANNOTATION, type TradeAnnotation, type TradeJournalService, tradeRefKey } from '../journal';
import { ianaZoneOf, type SettingsService } from '../settings';
import { MONEY_COLUMN } from './domain/decimal-text';
import { type JournalFilterChoices, journalFilterChoicesOf } from './filter/journal-filter-choices';
import { parseStopPrice, stopPriceProblem } from './domain/r-multiple';
import { dateRangeWindow, intersect, periodWindow } from './history/entry-time-window';
import { decodeSortCursor, DEFAULT_TRADE_SORT, encodeSortCursor, type TradeSort } from './history/trade-sort';
import { sortedQuery } from './history/trade-sort.query';
import { storeRMultiples } from './history/r-multiple-key';
import { newestTradeFields, tradeExportCsv } from './history/trade-export';
import type { ImportReconciliationLookup } from './history/import-reconciliation-lookup';
import { NO_FILTER, type TradeHistoryFilter } from './history/trade-history-filter';
import { filterLookupsOf } from './history/filter-lookups';
import { isNoFilter, type JournalFilter } from './filter/journal-filter';
import { tradeFields, type TradeFields } from './trade-fields';
import { type TradeHistoryScope, tradeHistoryQuery } from './history/trade-history.query';
import { Trade } from './trade.entity';
import { TradeError, tradeNotFound } from './trade.errors';
import { riskBasisOf } from './trade-fields';
import { TradeFillsLoader } from './trade-fills';

// Where the trade's answer is made; re-exported, as callers have found it here.
export { tradeFields } from './trade-fields';

export const DEFAULT_TRADES_LIMIT = 50;
export const MAX_TRADES_LIMIT = 1000;
/** A page of the history at its largest is 1000 trades; a bulk edit of tags is held to half of that, so it stays one short transaction. */
export const BULK_TAG_MAX_TRADES = 500;

/** A trade with what the trader wrote about it. */
export interface TradeWithJournal {
  trade: Trade;
  journal: TradeAnnotation;
}

export interface TradePage {
  trades: TradeWithJournal[];
  /** Give it as `after` for the next page; null when the page is empty. */
  endCursor: string | null;
  hasNextPage: boolean;
}

/** Totals of the whole filtered set. P&L statistics count closed trades only. */
export interface TradeHistorySummary {
  tradeCount: number;
  closedTradeCount: number;
  openTradeCount: number;
  winners: number;
  losers: number;
  /** Closed trades with a net P&L of exactly 0. */
  scratches: number;
  /** Sum of the closed trades' net P&L, exact. */
  netPnl: string;
}

/** A change to a trade's journal: a field left undefined stays as it is; null clears it. */
export interface TradeJournalUpdate {
  notes?: string | null;
  tagIds?: readonly number[] | null;
  /** As typed ("189.50"); checked against the trade's side of the entry. */
  stopPrice?: string | null;
}

/** A stop as typed, parsed and on the right side of the trade's entry, or the refusal saying what is wrong. */
function checkedStopPrice(trade: Trade, typed: string): string {
  const parsed = parseStopPrice(typed);
  if ('problem' in parsed) throw new TradeError('invalid_stop', parsed.problem);
  const problem = stopPriceProblem(parsed.stopPrice, riskBasisOf(trade));
  if (problem) throw new TradeError('invalid_stop', problem);
  return parsed.stopPrice;
}

/** Reads the user's round-trip trades (written by the import service) and their journal. */
export class TradeService {
  constructor(
    private readonly settings: SettingsService,
    private readonly journal: TradeJournalService,
    private readonly clock: Clock,
    private readonly importReconciliation: ImportReconciliationLookup,
  ) {}

  /** The filter with its time period and dates resolved in the user's Timezone setting, now. */
  async scopeOf(em: EntityManager, userId: number, filter: TradeHistoryFilter): Promise<TradeHistoryScope> {
    const timeZone = ianaZoneOf((await this.settings.get(em, userId)).timezone);
    const window = intersect(periodWindow(filter.period, this.clock.now(), timeZone), dateRangeWindow(filter.from, filter.to, timeZone));
    const unreconciledImportIds = filter.unreconciledOnly ? await this.importReconciliation.unreconciledImportIds(em, userId) : null;
    return { userId, filter, window, unreconciledImportIds, ...(await filterLookupsOf(em, userId, filter)) };
  }

  /** The caller's own accounts and platforms, for the filter bar to offer (docs/filter-bar.md). */
  filterChoices(em: EntityManager, userId: number): Promise<JournalFilterChoices> {
    return journalFilterChoicesOf(em, userId);
  }

  /** The newest trades (by entry time, then id), without their journal: see page() for the history. */
  async list(em: EntityManager, userId: number, limit = DEFAULT_TRADES_LIMIT): Promise<Trade[]> {
    return em.find(Trade, { user: userId }, { orderBy: { entryTime: 'desc', id: 'desc' }, limit, populate: ['accountInstrument'] });
  }

  /**
   * One page of the filtered history in the sort's order (newest entry first by default); `after`
   * is the endCursor of the page before, under the same sort.
   */
  async page(em: EntityManager, userId: number, filter: TradeHistoryFilter, { first, after, sort = DEFAULT_TRADE_SORT }: { first: number; after: string | null; sort?: TradeSort }): Promise<TradePage> {
    const scope = await this.scopeOf(em, userId, filter);
    return this.pageIn(em, scope, sort, first, after);
  }

  /**
   * The dashboard's recent trades: the first `count` of the history under the filter bar's filter, as
   * GET /api/trades answers them (docs/filter-bar.md). Unfiltered, read by one query of fixed text
   * (newestTradeFields), since the dashboard asks on every visit.
   */
  async recentFields(em: EntityManager, userId: number, filter: JournalFilter, count: number): Promise<TradeFields[]> {
    if (isNoFilter(filter)) return newestTradeFields(em, userId, count);
    const page = await this.page(em, userId, { ...NO_FILTER, ...filter }, { first: count, after: null });
    return page.trades.map(({ trade, journal }) => tradeFields(trade, journal));
  }

  async summary(em: EntityManager, userId: number, filter: TradeHistoryFilter): Promise<TradeHistorySummary> {
    return this.summaryIn(em, await this.scopeOf(em, userId, filter));
  }

  /** The totals of a scope already resolved (scopeOf): the history's page and its summary share one. */
  async summaryIn(em: EntityManager, scope: TradeHistoryScope): Promise<TradeHistorySummary> {
    const { qb } = tradeHistoryQuery(em, scope);
    const knex = qb.getKnexQuery().clearSelect().clearOrder();
    const raw = (sql: string) => (em as SqlEntityManager).getKnex().raw(sql);
    const closed = `t.status = 'closed'`;
    const sqlite = isSqlite(em);
    const counts = [
      raw('count(*) as trades'),
      raw(`sum(case when ${closed} then 1 else 0 end) as closed`),
      raw(`sum(case when ${closed} and t.net_pnl not like '-%' and t.net_pnl <> '0' then 1 else 0 end) as winners`),
      raw(`sum(case when ${closed} and t.net_pnl like '-%' then 1 else 0 end) as losers`),
    ];
    // MySQL sums DECIMAL exactly; SQLite keeps decimals as text, summed exactly in integer parts.
    const netPnlSum = sqlite ? sqliteDecimalSumSelects('t.net_pnl', MONEY_COLUMN, closed, 'net_pnl') : [`sum(case when ${closed} then t.net_pnl else 0 end) as net_pnl`];
    let row: Record<string, string | number | null> | undefined;
    let netPnl: Big;
    try {
      [row] = await selectQueryRows<Record<string, string | number | null>>(em, knex.clone().select(...counts, ...netPnlSum.map(raw)));
      netPnl = sqlite ? decimalSumOf(row ?? {}, MONEY_COLUMN, 'net_pnl') : new Big(row?.net_pnl ?? 0);
    } catch (error) {
      // Past 9.2e18 micro-dollars SQLite's integers end: such totals are added here instead, slowly but exactly.
      if (!sqlite || !isSqliteIntegerOverflow(error)) throw error;
      [row] = await selectQueryRows<Record<string, string | number | null>>(em, knex.clone().select(...counts));
      const pnls = await selectQueryRows<{ net_pnl: string }>(em, knex.clone().select('t.net_pnl').andWhereRaw(closed));
      netPnl = pnls.reduce((sum, { net_pnl }) => sum.plus(net_pnl), new Big(0));
    }
    const count = (key: string) => Number(row?.[key] ?? 0);
    return {
      tradeCount: count('trades'),
      closedTradeCount: count('closed'),
      openTradeCount: count('trades') - count('closed'),
      winners: count('winners'),
      losers: count('losers'),
      scratches: count('closed') - count('winners') - count('losers'),
      netPnl: netPnl.toString(),
    };
  }

  /** The CSV export of the filtered set, newest first: its header and lines, a chunk of text at a time. */
  async *exportCsv(em: EntityManager, userId: number, filter: TradeHistoryFilter): AsyncGenerator<string> {
    yield* tradeExportCsv(em, await this.scopeOf(em, userId, filter));
  }

  /** One trade of the user, with its journal. */
  async find(em: EntityManager, userId: number, tradeId: number): Promise<TradeWithJournal> {
    const trade = await em.findOne(Trade, { id: tradeId, user: userId }, { populate: ['accountInstrument'] });
    if (!trade) throw tradeNotFound();
    return (await this.withJournal(em, userId, [trade]))[0]!;
  }

  /** The user's trades of `tradeIds`, in that order; ids of no trade of theirs are left out. */
  async findMany(em: EntityManager, userId: number, tradeIds: readonly number[]): Promise<TradeWithJournal[]> {
    if (tradeIds.length === 0) return [];
    const found = await em.find(Trade, { id: { $in: [...tradeIds] }, user: userId }, { populate: ['accountInstrument'] });
    const byId = new Map(found.map((trade) => [trade.id, trade]));
    return this.withJournal(em, userId, tradeIds.flatMap((id) => byId.get(id) ?? []));
  }

  /** The fills the caller's trades (as find(), findMany() or page() read them) were matched from, read together when first asked for. */
  fillsOf(em: EntityManager, trades: readonly Trade[]): TradeFillsLoader {
    return new TradeFillsLoader(em, trades);
  }

  /** Notes, tags and planned stop of one trade; checked whole before anything is written. */
  async updateJournal(em: EntityManager, userId: number, tradeId: number, update: TradeJournalUpdate): Promise<TradeWithJournal> {
    const trade = await em.findOne(Trade, { id: tradeId, user: userId }, { populate: ['accountInstrument'] });
    if (!trade) throw tradeNotFound();
    const stopPrice = typeof update.stopPrice === 'string' ? checkedStopPrice(trade, update.stopPrice) : update.stopPrice;
    const ref = { accountInstrumentId: trade.accountInstrument.id, tradeKey: trade.tradeKey };
    // The stop is what R is measured against: the R sort's stored key follows it, in the same
    // transaction, so a failure of either leaves both as they were.
    const storeR = update.stopPrice === undefined ? undefined : (tx: EntityManager) => storeRMultiples(tx, userId, { accountInstrumentIds: [ref.accountInstrumentId], tradeKey: ref.tradeKey });
    const journal = await this.journal.update(em, userId, ref, { notes: update.notes, tagIds: update.tagIds, stopPrice }, storeR);
    return { trade, journal };
  }

  /**
   * Sets the whole journal (notes, tags, stop; null clears) of many trades of the user at once, each
   * checked as updateJournal checks it, all refused if any is: for a journal written in one go.
   */
  async replaceJournals(em: EntityManager, userId: number, journals: readonly { tradeId: number; notes: string; tagIds: readonly number[]; stopPrice: string | null }[]): Promise<void> {
    const trades = new Map((await em.find(Trade, { id: { $in: journals.map(({ tradeId }) => tradeId) }, user: userId }, { populate: ['accountInstrument'] })).map((trade) => [trade.id, trade]));
    const checked = journals.map(({ tradeId, notes, tagIds, stopPrice }) => {
      const trade = trades.get(tradeId);
      if (!trade) throw tradeNotFound();
      return { accountInstrumentId: trade.accountInstrument.id, tradeKey: trade.tradeKey, notes, tagIds, stopPrice: stopPrice === null ? null : checkedStopPrice(trade, stopPrice) };
    });
    await this.journal.replaceMany(em, userId, checked, (tx) => storeRMultiples(tx, userId, { accountInstrumentIds: checked.map(({ accountInstrumentId }) => accountInstrumentId) }));
  }

  /**
   * Puts a tag on (or takes it off) many of the user's trades at once, answering them (in the order
   * given, each once). Any id of no trade of theirs refuses it all, and so does a list past
   * BULK_TAG_MAX_TRADES: nothing is changed.
   */
  async bulkTag(em: EntityManager, userId: number, tradeIds: readonly number[], tagId: number, action: BulkTagAction): Promise<TradeWithJournal[]> {
    const unique = [...new Set(tradeIds)];
    if (unique.length === 0) throw new TradeError('validation_error', 'Choose at least one trade to tag.');
    if (unique.length > BULK_TAG_MAX_TRADES) throw new TradeError('validation_error', `Tag at most ${BULK_TAG_MAX_TRADES} trades at a time (${unique.length.toLocaleString('en-US')} were chosen).`);
    const found = await em.find(Trade, { id: { $in: unique }, user: userId }, { populate: ['accountInstrument'] });
    if (found.length !== unique.length) throw tradeNotFound();
    const refs = found.map((trade) => ({ accountInstrumentId: trade.accountInstrument.id, tradeKey: trade.tradeKey }));
    await this.journal.bulkTag(em, userId, refs, tagId, action);
    return this.findMany(em.fork(), userId, unique);
  }

  /** page() in a scope already resolved (scopeOf). */
  async pageIn(em: EntityManager, scope: TradeHistoryScope, sort: TradeSort, first: number, after: string | null): Promise<TradePage> {
    const cursor = after ? decodeSortCursor(after, sort) : null;
    const { qb } = tradeHistoryQuery(em, scope);
    const sorted = sortedQuery(em, sort);
    const found = await sorted.rows(qb.getKnexQuery(), cursor, first + 1);
    // The page's ids in order, then their entities: one query each, whatever the sort.
    const rows = found.slice(0, first);
    const byId = new Map((await em.find(Trade, { user: scope.userId, id: { $in: rows.map(({ id }) => Number(id)) } }, { populate: ['accountInstrument'] })).map((trade) => [trade.id, trade]));
    const trades = rows.map(({ id }) => byId.get(Number(id))).filter((trade): trade is Trade => trade !== undefined);
    const lastRow = rows.at(-1);
    const last = trades.at(-1);
    return {
      trades: await this.withJournal(em, scope.userId, trades),
      endCursor: last && lastRow ? encodeSortCursor(sorted.cursorOf(last, lastRow.sort_value)) : null,
      hasNextPage: found.length > first,
    };
  }

  private async withJournal(em: EntityManager, userId: number, trades: Trade[]): Promise<TradeWithJournal[]> {
    const refs = trades.map((trade) => ({ accountInstrumentId: trade.accountInstrument.id, tradeKey: trade.tradeKey }));
    const journals = await this.journal.annotationsOf(em, userId, refs);
    return trades.map((trade, index) => ({ trade, journal: journals.get(tradeRefKey(refs[index]!)) ?? EMPTY_ANNOTATION }));
  }
}
