import { Readable } from 'node:stream';
import { type Connection, createConnection } from 'mysql2/promise';
import type { MySqlDatabaseConfig } from '../src/db/database-config';
import { groupsOf, type KeyedExecution } from '../src/modules/imports/storage/execution-store';
import { groupKeyOf } from '../src/modules/trades/domain/execution';
import type { RoundTrip } from '../src/modules/trades/matching/round-trips';
import { packedFillsOf } from '../src/modules/trades/trade-fills-text';
import { timed } from './bench-measure';

type Value = string | number | null;

/** A table's worth of rows, as the import stores them. */
interface ReferenceTable {
  table: 'account_instrument' | 'execution' | 'trade' | 'trade_fills';
  columns: readonly string[];
  rows: () => Iterable<Value[]>;
}

export interface ReferenceTimes {
  /** LOAD DATA LOCAL INFILE of the rows (formatted beforehand), both tables in one transaction. */
  loadDataSeconds: number;
  /** The same rows as plain multi-row INSERTs of 2 000 rows: only the server's answers are timed. */
  multiRowInsertSeconds: number;
}

/**
 * How fast MariaDB itself takes the rows the import stores (its account instruments, executions,
 * round trips and their fills), into fresh tables shaped like theirs: same columns and indexes (CREATE TABLE …
 * LIKE copies no foreign keys, which favours the reference). Formatting rows is not timed.
 */
export async function mysqlReference(database: MySqlDatabaseConfig, executions: readonly KeyedExecution[], roundTrips: readonly RoundTrip[]): Promise<ReferenceTimes> {
  const connection = await createConnection({ host: database.host, port: database.port, user: database.user, password: database.password, database: database.dbName, flags: ['+LOCAL_FILES'] });
  try {
    const groupIds = new Map([...groupsOf(executions).keys()].map((key, index) => [key, index + 1]));
    const tables = [accountInstrumentRows(executions), executionRows(executions, groupIds), tradeRows(roundTrips, groupIds), tradeFillsRows(roundTrips, groupIds)];
    const loadDataSeconds = await loadData(connection, tables);
    const multiRowInsertSeconds = await multiRowInserts(connection, tables);
    return { loadDataSeconds, multiRowInsertSeconds };
  } finally {
    await connection.end();
  }
}

async function loadData(connection: Connection, tables: readonly ReferenceTable[]): Promise<number> {
  const files = tables.map(({ table, columns, rows }) => {
    const lines: string[] = [];
    for (const row of rows()) lines.push(row.map(tsvField).join('\t'));
    return { table, columns, tsv: Buffer.from(`${lines.join('\n')}\n`) };
  });
  for (const { table } of files) await connection.query(`create table ${table}_reference_load like ${table}`);
  const { seconds } = await timed(async () => {
    await connection.beginTransaction();
    for (const { table, columns, tsv } of files) {
      await connection.query({
        sql: `load data local infile '${table}.tsv' into table ${table}_reference_load character set utf8mb4 fields terminated by '\\t' escaped by '\\\\' lines terminated by '\\n' (${columns.join(', ')})`,
        infileStreamFactory: () => Readable.from(chunksOf(tsv)),
      });
    }
    await connection.commit();
  });
  return seconds;
}

async function multiRowInserts(connection: Connection, tables: readonly ReferenceTable[]): Promise<number> {
  let seconds = 0;
  const time = async (sql: string) => (seconds += (await timed(() => connection.query(sql))).seconds);
  // DDL would end the transaction: tables first.
  for (const { table } of tables) await connection.query(`create table ${table}_reference_insert like ${table}`);
  await connection.beginTransaction();
  for (const { table, columns, rows } of tables) {
    const head = `insert into ${table}_reference_insert (${columns.join(', ')}) values `;
    let batch: string[] = [];
    for (const row of rows()) {
      batch.push(`(${row.map((value) => connection.escape(value)).join(', ')})`);
      if (batch.length === 2000) {
        await time(head + batch.join(', '));
        batch = [];
      }
    }
    if (batch.length > 0) await time(head + batch.join(', '));
  }
  await time('commit');
  return seconds;
}

function accountInstrumentRows(executions: readonly KeyedExecution[]): ReferenceTable {
  const columns = ['user_id', 'platform', 'account_id', 'symbol', 'asset_class', 'multiplier', 'underlying', 'expiry', 'strike', 'option_right'];
  function* rows(): Iterable<Value[]> {
    for (const { accountId, instrument } of groupsOf(executions).values()) {
      const option = instrument.option;
      yield [1, 'das_trader', accountId, instrument.symbol, instrument.assetClass, instrument.multiplier, option?.underlying ?? null, option?.expiry ?? null, option?.strike ?? null, option?.right ?? null];
    }
  }
  return { table: 'account_instrument', columns, rows };
}

function executionRows(executions: readonly KeyedExecution[], groupIds: ReadonlyMap<string, number>): ReferenceTable {
  const columns = ['account_instrument_id', 'trade_import_id', 'side', 'quantity', 'price', 'commission', 'fees', 'executed_at', 'external_id', 'dedupe_key', 'source_line', 'position_effect'];
  function* rows(): Iterable<Value[]> {
    for (const { execution: e, id: dedupeKey, group } of executions) {
      yield [groupIds.get(group)!, 1, e.side, e.quantity, e.price, e.commission, e.fees, utcDateTime(new Date(e.executedAtMs)), e.externalId, dedupeKey, e.line, e.positionEffect ?? null];
    }
  }
  return { table: 'execution', columns, rows };
}

function tradeRows(roundTrips: readonly RoundTrip[], groupIds: ReadonlyMap<string, number>): ReferenceTable {
  const columns = [
    'user_id', 'account_instrument_id', 'trade_key', 'direction', 'quantity', 'closed_quantity', 'entry_price', 'exit_price', 'entry_time', 'exit_time',
    'status', 'gross_pnl', 'commission', 'fees', 'net_pnl', 'execution_count',
  ];
  function* rows(): Iterable<Value[]> {
    for (const trip of roundTrips) {
      yield [
        1, groupIds.get(groupKeyOf(trip))!, trip.key, trip.direction, trip.quantity, trip.closedQuantity, trip.entryPrice, trip.exitPrice,
        utcDateTime(trip.entryTime), trip.exitTime && utcDateTime(trip.exitTime), trip.status, trip.grossPnl, trip.commission, trip.fees, trip.netPnl, trip.fills.length,
      ];
    }
  }
  return { table: 'trade', columns, rows };
}

function tradeFillsRows(roundTrips: readonly RoundTrip[], groupIds: ReadonlyMap<string, number>): ReferenceTable {
  function* rows(): Iterable<Value[]> {
    for (const trip of roundTrips) yield [groupIds.get(groupKeyOf(trip))!, trip.key, packedFillsOf(trip)];
  }
  return { table: 'trade_fills', columns: ['account_instrument_id', 'trade_key', 'fills'], rows };
}

const utcDateTime = (date: Date) => date.toISOString().slice(0, 23).replace('T', ' ');

function tsvField(value: Value): string {
  if (value === null) return '\\N';
  return String(value).replace(/[\\\t\n]/g, (character) => (character === '\t' ? '\\t' : character === '\n' ? '\\n' : '\\\\'));
}

/** mysql2 sends each chunk of the stream as one packet: keep them far below max_allowed_packet. */
function* chunksOf(buffer: Buffer): Generator<Buffer> {
  for (let offset = 0; offset < buffer.length; offset += 1 << 20) yield buffer.subarray(offset, offset + (1 << 20));
}
