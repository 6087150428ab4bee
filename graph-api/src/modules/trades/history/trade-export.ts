import type { EntityManager } from '@mikro-orm/core';
import type { EntityManager as SqlEntityManager } from '@mikro-orm/knex';
import { type TagKind, tagOrder } from '../../journal';
import type { AssetClass } from '../domain/instruments';
import { decimalOfColumn } from '../domain/decimal-text';
import type { ExitKind } from '../matching/expiry-close';
import type { TradeDirection, TradeStatus } from '../trade.entity';
import { type AnnotationFacts, type TradeFacts, type TradeFields, tradeFields } from '../trade-fields';
import { afterCursor, type TradeCursor } from './trade-cursor';
import { type TradeHistoryScope, tradeHistoryQuery } from './trade-history.query';
import { CSV_HEADER, csvRows } from './trades-csv';
import { isSqlite, placeholders, selectQueryRows, selectRows } from '../../../db/raw-sql';

/** Trades read at a time: memory stays bounded whatever the history's size. */
export const EXPORT_CHUNK = 1000;

/** The (user_id, entry_time) index of trade.entity.ts, as MikroORM names it. */
const ENTRY_TIME_INDEX = 'trade_user_id_entry_time_index';

interface TradeRow {
  id: number;
  account_instrument_id: number;
  direction: TradeDirection;
  quantity: string;
  closed_quantity: string;
  entry_price: string;
  exit_price: string | null;
  entry_time: number | string;
  exit_time: number | string | null;
  status: TradeStatus;
  exit_kind: ExitKind | null;
  manual_fills: number | string;
  execution_count: number | string;
  time_given: number | boolean;
  gross_pnl: string;
  commission: string;
  fees: string;
  net_pnl: string;
  entry_id: number | null;
  notes: string | null;
  stop_price: string | null;
}

interface InstrumentRow {
  id: number;
  symbol: string;
  platform: string;
  account_id: string;
  asset_class: AssetClass;
  multiplier: string;
}

interface TagRow {
  entry_id: number;
  id: number;
  kind: TagKind;
  name: string;
  name_key: string;
}

type Instrument = TradeFacts['accountInstrument'];

/**
 * The CSV export of the filtered history, newest first: the header, then the lines of each chunk of
 * EXPORT_CHUNK trades. The trades are read as plain rows, one keyset-paged query per chunk (the
 * history's filtered set, tradeHistoryQuery, with the trade's journal entry joined), their tags and
 * account instruments in one query each, and written through tradeFields, as the APIs answer them.
 * Loading them as entities made 100k trades take 13 s on SQLite and 41 s on MariaDB.
 */
export async function* tradeExportCsv(em: EntityManager, scope: TradeHistoryScope, chunkSize = EXPORT_CHUNK): AsyncGenerator<string> {
  const instruments = new Map<number, Instrument>();
  let header = CSV_HEADER;
  let next: Promise<TradeRow[]> | null = chunkAfter(em, scope, null, chunkSize);
  try {
    while (next) {
      const rows: TradeRow[] = await next;
      const last = rows.at(-1);
      // The next chunk is asked for before this one is written: MariaDB reads it meanwhile.
      next = last && rows.length === chunkSize ? chunkAfter(em, scope, { entryTime: dateOf(last.entry_time), id: last.id }, chunkSize) : null;
      if (rows.length === 0) break;
      await loadInstruments(em, scope.userId, rows, instruments);
      const tagsOf = await tagsOfEntries(em, scope.userId, rows);
      const trades = rows.map((row) => tradeFields(factsOf(row, instruments.get(row.account_instrument_id)!), annotationOf(row, tagsOf)));
      yield header + csvRows(trades);
      header = '';
    }
  } finally {
    // Stopped early (the client went away): the chunk asked for ahead is awaited, its rows dropped.
    await next?.catch(() => undefined);
  }
  if (header) yield header;
}

async function chunkAfter(em: EntityManager, scope: TradeHistoryScope, after: TradeCursor | null, chunkSize: number): Promise<TradeRow[]> {
  const { qb } = tradeHistoryQuery(em, scope);
  if (after) qb.andWhere(afterCursor(after));
  // MariaDB would read the user's trades by user_id alone, from the newest, for every chunk (0.4 s
  // a chunk deep in 100k trades); told to use this index, it seeks to the cursor (20 ms). SQLite does.
  if (!isSqlite(em)) qb.indexHint(`force index (${ENTRY_TIME_INDEX})`);
  const query = qb
    .getKnexQuery()
    .clearSelect()
    .select(
      ...['id', 'account_instrument_id', 'direction', 'quantity', 'closed_quantity', 'entry_price', 'exit_price', 'entry_time', 'exit_time', 'status', 'exit_kind', 'manual_fills', 'execution_count', 'time_given'].map((column) => `t.${column}`),
      ...['gross_pnl', 'commission', 'fees', 'net_pnl'].map((column) => `t.${column}`),
      'je.id as entry_id',
      'je.notes',
      'je.stop_price',
    )
    // The journal entry is found as rebuilds keep it (account instrument and trade key), by its unique
    // index; a left join keeps the trade as the outer loop, so the (user_id, entry_time) index still
    // gives the rows in order.
    .leftJoin('trade_journal_entry as je', function joinEntry() {
      this.on('je.account_instrument_id', '=', 't.account_instrument_id').andOn('je.trade_key', '=', 't.trade_key').andOn('je.user_id', '=', 't.user_id');
    })
    .orderBy([
      { column: 't.entry_time', order: 'desc' },
      { column: 't.id', order: 'desc' },
    ])
    .limit(chunkSize);
  return selectQueryRows<TradeRow>(em, query);
}

/** The chunk's account instruments not read for an earlier chunk (a trader has a few hundred at most). */
async function loadInstruments(em: EntityManager, userId: number, rows: readonly TradeRow[], instruments: Map<number, Instrument>): Promise<void> {
  const missing = [...new Set(rows.map((row) => row.account_instrument_id))].filter((id) => !instruments.has(id));
  if (missing.length === 0) return;
  const knex = (em as SqlEntityManager).getKnex();
  const found = await selectQueryRows<InstrumentRow>(em, knex('account_instrument').select('id', 'symbol', 'platform', 'account_id', 'asset_class', 'multiplier').where('user_id', userId).whereIn('id', missing));
  for (const row of found) {
    instruments.set(row.id, { symbol: row.symbol, platform: row.platform, accountId: row.account_id, assetClass: row.asset_class, multiplier: decimalOfColumn(row.multiplier) });
  }
}

/** The user's id too, so each table is reached by the shard key (docs/sharding.md). */
async function tagsOfEntries(em: EntityManager, userId: number, rows: readonly TradeRow[]): Promise<Map<number, TagRow[]>> {
  const tagsOf = new Map<number, TagRow[]>();
  const entryIds = rows.flatMap((row) => (row.entry_id === null ? [] : [row.entry_id]));
  if (entryIds.length === 0) return tagsOf;
  const sql = `select l.entry_id, g.id, g.kind, g.name, g.name_key from trade_journal_tag as l join journal_tag as g on g.id = l.tag_id where g.user_id = ? and l.entry_id in (${placeholders(entryIds.length)})`;
  for (const tag of await selectRows<TagRow>(em, sql, [userId, ...entryIds])) tagsOf.set(tag.entry_id, [...(tagsOf.get(tag.entry_id) ?? []), tag]);
  return tagsOf;
}

/** SQLite keeps times as epoch milliseconds; MySQL answers them as UTC text ("2026-03-02 14:30:00.123"). */
function dateOf(value: number | string): Date {
  return typeof value === 'number' ? new Date(value) : new Date(`${value.replace(' ', 'T')}Z`);
}

function factsOf(row: TradeRow, accountInstrument: Instrument): TradeFacts {
  return {
    id: row.id,
    direction: row.direction,
    quantity: decimalOfColumn(row.quantity),
    closedQuantity: decimalOfColumn(row.closed_quantity),
    entryPrice: decimalOfColumn(row.entry_price),
    exitPrice: row.exit_price === null ? null : decimalOfColumn(row.exit_price),
    entryTime: dateOf(row.entry_time),
    exitTime: row.exit_time === null ? null : dateOf(row.exit_time),
    status: row.status,
    exitKind: row.exit_kind,
    manualFills: Number(row.manual_fills),
    executionCount: Number(row.execution_count),
    timeGiven: Number(row.time_given) !== 0,
    grossPnl: decimalOfColumn(row.gross_pnl),
    commission: decimalOfColumn(row.commission),
    fees: decimalOfColumn(row.fees),
    netPnl: decimalOfColumn(row.net_pnl),
    accountInstrument,
  };
}

function annotationOf(row: TradeRow, tagsOf: ReadonlyMap<number, TagRow[]>): AnnotationFacts {
  if (row.entry_id === null) return { notes: '', stopPrice: null, tags: [] };
  const tags = (tagsOf.get(row.entry_id) ?? []).map(({ id, kind, name, name_key }) => ({ id, kind, name, nameKey: name_key })).sort(tagOrder);
  return { notes: row.notes ?? '', stopPrice: row.stop_price === null ? null : decimalOfColumn(row.stop_price), tags };
}

interface NewestTradeRow extends TradeRow, Omit<InstrumentRow, 'id'> {}

/** The unfiltered history (tradeHistoryQuery's set without a filter: the user's trades), newest first. */
const newestTradesSql = (em: EntityManager) => `select ${[
  ...['id', 'account_instrument_id', 'direction', 'quantity', 'closed_quantity', 'entry_price', 'exit_price', 'entry_time', 'exit_time', 'status', 'exit_kind', 'manual_fills', 'execution_count', 'time_given'].map((column) => `t.${column}`),
  ...['gross_pnl', 'commission', 'fees', 'net_pnl'].map((column) => `t.${column}`),
  'je.id as entry_id',
  'je.notes',
  'je.stop_price',
  ...['symbol', 'platform', 'account_id', 'asset_class', 'multiplier'].map((column) => `ai.${column}`),
].join(', ')}
  from trade as t${isSqlite(em) ? '' : ` force index (${ENTRY_TIME_INDEX})`}
  join account_instrument as ai on ai.id = t.account_instrument_id and ai.user_id = t.user_id
  left join trade_journal_entry as je on je.account_instrument_id = t.account_instrument_id and je.trade_key = t.trade_key and je.user_id = t.user_id
  where t.user_id = ? order by t.entry_time desc, t.id desc limit ?`;

/**
 * The user's newest trades (the first page of the unfiltered history, as the trade list answers
 * it), read as plain rows like the export, with their instruments, in one query of fixed text: the
 * dashboard asks for five on every visit, and building the query (MikroORM's and knex's builders)
 * cost it several times the read.
 */
export async function newestTradeFields(em: EntityManager, userId: number, count: number): Promise<TradeFields[]> {
  const rows = await selectRows<NewestTradeRow>(em, newestTradesSql(em), [userId, count]);
  const tagsOf = await tagsOfEntries(em, userId, rows);
  return rows.map((row) =>
    tradeFields(
      factsOf(row, { symbol: row.symbol, platform: row.platform, accountId: row.account_id, assetClass: row.asset_class, multiplier: decimalOfColumn(row.multiplier) }),
      annotationOf(row, tagsOf),
    ),
  );
}
