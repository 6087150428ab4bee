import type { EntityManager } from '@mikro-orm/core';
import { BaseSqlitePlatform, type EntityManager as SqlEntityManager } from '@mikro-orm/knex';
import type { JournalTagService } from '../src/modules/journal/journal-tag.service';
import { storeRMultiples } from '../src/modules/trades/history/r-multiple-key';
import { canonicalDecimal } from '../src/modules/trades/domain/decimal-text';

const INSTRUMENTS = 50;
const ROWS_PER_INSERT = 1000;
/** One trade in this many carries a journal entry (notes, a setup tag, every other one a mistake too). */
const JOURNAL_EVERY = 50;

/**
 * `count` trades of one user, the same every run: 50 symbols, ten minutes apart from 2024-01-02,
 * long and short, net P&L from -$100 to +$100 in cents (a few exactly 0), one in 97 open; and a
 * journal entry on one trade in 50. Written with multi-row INSERTs in one transaction: the import
 * path would take minutes, and is not what is measured.
 */
export async function seedHistory(em: EntityManager, journalTags: JournalTagService, userId: number, count: number): Promise<void> {
  const sqlite = em.getPlatform() instanceof BaseSqlitePlatform;
  const time = (ms: number) => (sqlite ? ms : new Date(ms));
  const setup = await journalTags.findOrCreate(em.fork(), userId, 'setup', 'Opening range breakout');
  const mistake = await journalTags.findOrCreate(em.fork(), userId, 'mistake', 'Chased, "late"');
  await em.transactional(async (tx) => {
    const connection = (tx as SqlEntityManager).getConnection();
    const run = (sql: string, params: unknown[]) => connection.execute(sql, params, 'run', tx.getTransactionContext());
    const instrumentIds: number[] = [];
    for (let index = 0; index < INSTRUMENTS; index += 1) {
      await run(`insert into account_instrument (user_id, platform, account_id, symbol, asset_class, multiplier) values (?, 'das_trader', 'BENCH1', ?, 'stock', '1')`, [userId, `SYM${index}`]);
      const [row] = (await connection.execute('select id from account_instrument where user_id = ? and symbol = ?', [userId, `SYM${index}`], 'all', tx.getTransactionContext())) as Array<{ id: number }>;
      instrumentIds.push(row!.id);
    }
    const start = Date.parse('2024-01-02T14:30:00Z');
    for (let first = 0; first < count; first += ROWS_PER_INSERT) {
      const trades: unknown[] = [];
      const entries: unknown[] = [];
      const last = Math.min(count, first + ROWS_PER_INSERT);
      for (let index = first; index < last; index += 1) {
        const entry = start + index * 600_000;
        const open = index % 97 === 0;
        const cents = ((index * 7919) % 20_001) - 10_000;
        const pnl = open ? '0' : canonicalDecimal((cents / 100).toFixed(2));
        const exitPrice = canonicalDecimal((50 + cents / 10_000).toFixed(4));
        trades.push(userId, instrumentIds[index % INSTRUMENTS], `k${index}`, index % 3 ? 'LONG' : 'SHORT', '100', open ? '0' : '100', '50', open ? null : exitPrice, time(entry), open ? null : time(entry + 60_000), open ? 'open' : 'closed', pnl, '0', '0', pnl, open ? 1 : 2, `SYM${index % INSTRUMENTS}`, open ? null : 60_000);
        if (index % JOURNAL_EVERY === 0) entries.push(userId, instrumentIds[index % INSTRUMENTS], `k${index}`, `Trade ${index}: waited for the pullback, then "sized in"`, index % 3 ? '49.5' : null, time(entry));
      }
      await run(
        `insert into trade (user_id, account_instrument_id, trade_key, direction, quantity, closed_quantity, entry_price, exit_price, entry_time, exit_time, status, gross_pnl, commission, fees, net_pnl, execution_count, symbol, hold_ms) values ${marks(trades.length / 18, 18)}`,
        trades,
      );
      if (entries.length > 0) await run(`insert into trade_journal_entry (user_id, account_instrument_id, trade_key, notes, stop_price, updated_at) values ${marks(entries.length / 6, 6)}`, entries);
    }
    const entryIds = (await connection.execute('select id from trade_journal_entry where user_id = ?', [userId], 'all', tx.getTransactionContext())) as Array<{ id: number }>;
    const links = entryIds.flatMap(({ id }, index) => (index % 2 ? [id, setup.id, id, mistake.id] : [id, setup.id]));
    for (let offset = 0; offset < links.length; offset += 2 * ROWS_PER_INSERT) {
      const chunk = links.slice(offset, offset + 2 * ROWS_PER_INSERT);
      await run(`insert into trade_journal_tag (entry_id, tag_id) values ${marks(chunk.length / 2, 2)}`, chunk);
    }
    // The R sort's stored key, as the import and the journal keep it.
    await storeRMultiples(tx, userId, { accountInstrumentIds: instrumentIds, onlyWithStop: true });
  });
}

const marks = (rows: number, columns: number) => Array.from({ length: rows }, () => `(${Array<string>(columns).fill('?').join(', ')})`).join(', ');
