import { decimalOfColumn, groupingOrderIdOf, type LegFacts, positionsOf, type TradeRow as TradeColumns, tradeRowColumns, tradeValuesOf } from '../trades/rows';
import type { RowReader } from './computation/row-reader';
import type { InsightTrade } from './domain/insight-trade';

/** Trades read per query: each query is short, so in SQLite a writer never waits long on this read's lock. */
export const TRADES_PER_READ = 5_000;
/** Reads of the whole set before one that no import changed midway is given up on (a later computation follows that import). */
const READ_ATTEMPTS = 3;

/** The trade's own columns (owned by `trades`) with its side and opening order. */
interface TradeRow extends TradeColumns {
  direction: 'LONG' | 'SHORT';
  entry_order_id: string | null;
}

interface Fingerprint {
  trades: number | string;
  newest: number | string | null;
}

const INSTRUMENTS = 'select id, symbol, multiplier, account_id, platform from account_instrument where user_id = ?';

// The trader's own position groupings (docs/options.md, "Multi-leg positions"), by the legs' journal key.
const CHOICES = 'select account_instrument_id, trade_key, choice from position_choice where user_id = ?';
// Open option legs: a position is closed only once every leg is, so its closed legs are held back while one is open.
const OPEN_LEGS = `select ${tradeRowColumns()}, direction, entry_order_id from trade where user_id = ? and status = 'open'`;

// Journal entries name trades by account instrument and trade key, which survive a trade's rebuilds.
const STOPS = 'select account_instrument_id, trade_key, stop_price from trade_journal_entry where user_id = ? and stop_price is not null';
const TAGS = `select e.account_instrument_id, e.trade_key, jt.kind, jt.name
  from trade_journal_tag tt join trade_journal_entry e on e.id = tt.entry_id join journal_tag jt on jt.id = tt.tag_id and jt.user_id = e.user_id
  where e.user_id = ?`;

// An import rebuilds trades as new rows (ids only grow): a read that saw the same count and newest id
// before and after saw no import land in between.
const FINGERPRINT = 'select count(*) as trades, max(id) as newest from trade where user_id = ?';

/**
 * The user's closed trades in pages of exit time and id, from the (user_id, exit_time) index. MariaDB
 * is told to use that index: by user_id alone it would read and sort the user's trades for each page.
 */
function tradesSql(kind: RowReader['kind'], afterCursor: boolean): string {
  const index = kind === 'mysql' ? ' force index (trade_user_id_exit_time_index)' : '';
  const after = afterCursor ? ' and exit_time >= ? and (exit_time > ? or id > ?)' : '';
  return `select ${tradeRowColumns()}, direction, entry_order_id
    from trade${index} where user_id = ? and status = 'closed'${after} order by exit_time, id limit ${TRADES_PER_READ}`;
}

const NO_TAGS: readonly string[] = [];

const journalKey = (instrumentId: number, tradeKey: string) => `${instrumentId}\u0000${tradeKey}`;

interface Journal {
  stops: Map<string, string>;
  tags: Map<string, { setupTags: string[]; mistakeTags: string[] }>;
}

async function journalOf(reader: RowReader, userId: number): Promise<Journal> {
  const stops = new Map<string, string>();
  for (const row of await reader.rows<{ account_instrument_id: number | string; trade_key: string; stop_price: string | number }>(STOPS, [userId])) {
    stops.set(journalKey(Number(row.account_instrument_id), row.trade_key), decimalOfColumn(row.stop_price));
  }
  const tags: Journal['tags'] = new Map();
  for (const row of await reader.rows<{ account_instrument_id: number | string; trade_key: string; kind: string; name: string }>(TAGS, [userId])) {
    const key = journalKey(Number(row.account_instrument_id), row.trade_key);
    let entry = tags.get(key);
    if (!entry) tags.set(key, (entry = { setupTags: [], mistakeTags: [] }));
    (row.kind === 'setup' ? entry.setupTags : entry.mistakeTags).push(row.name);
  }
  return { stops, tags };
}

interface InstrumentFacts {
  symbol: string;
  multiplier: string;
  accountId: string;
  platform: string;
}

async function instrumentsOf(reader: RowReader, userId: number): Promise<Map<number, InstrumentFacts>> {
  const instruments = new Map<number, InstrumentFacts>();
  for (const row of await reader.rows<{ id: number | string; symbol: string; multiplier: string | number; account_id: string; platform: string }>(INSTRUMENTS, [userId])) {
    instruments.set(Number(row.id), { symbol: row.symbol, multiplier: decimalOfColumn(row.multiplier), accountId: row.account_id, platform: row.platform });
  }
  return instruments;
}

async function readAll(reader: RowReader, userId: number): Promise<InsightTrade[]> {
  const legs = await readLegs(reader, userId);
  if (!legs.options) return legs.trades;
  const choices = new Map<string, string>();
  for (const row of await reader.rows<{ account_instrument_id: number | string; trade_key: string; choice: string }>(CHOICES, [userId])) {
    choices.set(journalKey(Number(row.account_instrument_id), row.trade_key), row.choice);
  }
  const open = new Set<InsightTrade>();
  for (const row of await reader.rows<TradeRow>(OPEN_LEGS, [userId])) {
    const instrument = legs.instruments.get(Number(row.account_instrument_id));
    if (!instrument) continue;
    const trade = tradeValuesOf(row, instrument) as InsightTrade;
    trade.direction = row.direction;
    if (row.entry_order_id) legs.orders.set(journalKey(trade.instrumentId, trade.tradeKey), row.entry_order_id);
    open.add(trade);
  }
  const factsOf = (trade: InsightTrade): LegFacts => {
    const instrument = legs.instruments.get(trade.instrumentId);
    const key = journalKey(trade.instrumentId, trade.tradeKey);
    return {
      accountId: instrument?.accountId ?? '',
      direction: trade.direction,
      choice: choices.get(key) ?? null,
      orderId: groupingOrderIdOf(instrument?.platform ?? '', legs.orders.get(key) ?? null),
    };
  };
  // A position of several legs: the side of its premium (a debit is long), R against its maximum loss
  // where defined (a stop of 0 under an entry of that loss: positionTradeOf), its lead leg's tags.
  const positions = positionsOf([...legs.trades, ...open], factsOf, (figures) => ({
    direction: Number(figures.netDebit) < 0 ? ('SHORT' as const) : ('LONG' as const),
    stopPrice: figures.maxLoss !== null && figures.maxLoss !== '0' ? '0' : null,
  }));
  return positions.filter((trade) => trade.closed && !open.has(trade));
}

/**
 * The closed legs as stored, with the user's instruments, the opening order ids of the legs that
 * have one (by journal key: kept beside the trades, so every trade object keeps one shape), and
 * whether any leg is an option.
 */
async function readLegs(reader: RowReader, userId: number): Promise<{ trades: InsightTrade[]; instruments: Map<number, InstrumentFacts>; orders: Map<string, string>; options: boolean }> {
  let instruments = await instrumentsOf(reader, userId);
  const { stops, tags } = await journalOf(reader, userId);
  const trades: InsightTrade[] = [];
  const orders = new Map<string, string>();
  let rows = await reader.rows<TradeRow>(tradesSql(reader.kind, false), [userId]);
  const options = () => [...instruments.values()].some((instrument) => instrument.symbol.includes(' '));
  for (;;) {
    for (const row of rows) {
      const instrumentId = Number(row.account_instrument_id);
      // An instrument an import added after the read began: read them again (that read is then done again too).
      if (!instruments.has(instrumentId)) instruments = await instrumentsOf(reader, userId);
      const instrument = instruments.get(instrumentId)!;
      const key = journalKey(instrumentId, row.trade_key);
      const journal = tags.get(key);
      // The trade's values in one literal, then its insight fields added in one fixed order: 100 000
      // objects that all go through the same steps share one shape, which keeps the engine's reads fast.
      const trade = tradeValuesOf(row, instrument) as InsightTrade;
      trade.direction = row.direction;
      trade.stopPrice = stops.get(key) ?? null;
      trade.setupTags = journal?.setupTags ?? NO_TAGS;
      trade.mistakeTags = journal?.mistakeTags ?? NO_TAGS;
      trades.push(trade);
      if (row.entry_order_id) orders.set(key, row.entry_order_id);
    }
    const last = rows.at(-1);
    if (!last || rows.length < TRADES_PER_READ) return { trades, instruments, orders, options: options() };
    rows = await reader.rows<TradeRow>(tradesSql(reader.kind, true), [userId, last.exit_time as string | number, last.exit_time as string | number, last.id]);
  }
}

const sameFingerprint = (a: Fingerprint | undefined, b: Fingerprint | undefined) => String(a?.trades) === String(b?.trades) && String(a?.newest) === String(b?.newest);

/**
 * The user's closed trades with their side, planned stop and setup and mistake tags. Read in pages
 * (no transaction holds them together, so none holds a lock for the whole read); when an import
 * landed meanwhile, read again.
 */
export async function closedInsightTrades(reader: RowReader, userId: number): Promise<InsightTrade[]> {
  for (let attempt = 1; ; attempt += 1) {
    const [before] = await reader.rows<Fingerprint>(FINGERPRINT, [userId]);
    const trades = await readAll(reader, userId);
    const [after] = await reader.rows<Fingerprint>(FINGERPRINT, [userId]);
    if (sameFingerprint(before, after) || attempt === READ_ATTEMPTS) return trades;
  }
}
