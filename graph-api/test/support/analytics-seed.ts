import type { EntityManager } from '@mikro-orm/core';
import type { EntityManager as SqlEntityManager } from '@mikro-orm/knex';
import { seededRandom } from './seeded-random';

// Deterministic, realistic trades for the analytics and insights benchmarks (and the tests that need
// a large history): 60 symbols, about nine months of trading days, entries in US market hours, 1-90
// minute holds, winners and losers of a few percent, some scratches, commissions and fees, and a few
// positions still open at the end.

const SYMBOLS = Array.from({ length: 60 }, (_, index) => `S${String.fromCharCode(65 + (index % 26))}${String.fromCharCode(65 + Math.floor(index / 26))}${index}`);
const FIRST_DAY = Date.UTC(2026, 0, 5);
const TRADING_DAYS = 190;
const ROWS_PER_INSERT = 400;


const money = (cents: number) => (cents / 100).toFixed(2).replace(/\.?0+$/, '').replace(/^-0$/, '0') || '0';

function tradingDay(index: number): number {
  const weeks = Math.floor(index / 5);
  return FIRST_DAY + (weeks * 7 + (index % 5)) * 86_400_000;
}

async function execute(em: EntityManager, sql: string, params: unknown[]): Promise<void> {
  await (em as SqlEntityManager).getConnection().execute(sql, params, 'run', em.getTransactionContext());
}

/** Account instruments and `count` trades for the user, in one transaction, by multi-row INSERTs. */
export async function seedTrades(em: EntityManager, userId: number, count: number, seed: number): Promise<void> {
  const random = seededRandom(seed);
  const date = (ms: number) => em.getPlatform().processDateProperty(new Date(ms));
  await em.transactional(async (tx) => {
    const instrumentRows = SYMBOLS.map((symbol) => [userId, 'das_trader', 'BENCH1', symbol, 'stock', '1']);
    await execute(tx, `insert into account_instrument (user_id, platform, account_id, symbol, asset_class, multiplier) values ${instrumentRows.map(() => '(?, ?, ?, ?, ?, ?)').join(', ')}`, instrumentRows.flat());
    const instruments = (await (tx as SqlEntityManager).getConnection().execute('select id, symbol from account_instrument where user_id = ?', [userId], 'all', tx.getTransactionContext())) as { id: number; symbol: string }[];
    const idOf = new Map(instruments.map(({ id, symbol }) => [symbol, id]));
    const columns = 'user_id, account_instrument_id, trade_key, direction, quantity, closed_quantity, entry_price, exit_price, entry_time, exit_time, status, gross_pnl, commission, fees, net_pnl, execution_count, symbol, hold_ms';
    let rows: unknown[][] = [];
    const flush = async () => {
      if (rows.length === 0) return;
      await execute(tx, `insert into trade (${columns}) values ${rows.map(() => `(${Array.from({ length: 18 }, () => '?').join(', ')})`).join(', ')}`, rows.flat());
      rows = [];
    };
    for (let index = 0; index < count; index += 1) {
      const symbol = SYMBOLS[Math.floor(random() * SYMBOLS.length)]!;
      const day = tradingDay(Math.floor((index / count) * TRADING_DAYS));
      const entryTime = day + 14.5 * 3_600_000 + Math.floor(random() * 6 * 3_600_000);
      const exitTime = entryTime + 60_000 + Math.floor(random() * 90 * 60_000);
      const quantity = 10 * (1 + Math.floor(random() * 100));
      const priceCents = 500 + Math.floor(random() * 49_500);
      const outcome = random();
      const moveBasisPoints = outcome < 0.03 ? 0 : Math.round((outcome < 0.55 ? 1 : -1) * (20 + random() * 280));
      const exitCents = Math.round(priceCents * (1 + moveBasisPoints / 10_000));
      const long = random() < 0.7;
      const grossCents = (long ? exitCents - priceCents : priceCents - exitCents) * quantity;
      const scratch = moveBasisPoints === 0;
      const commissionCents = scratch ? 0 : 100;
      const feeCents = scratch ? 0 : Math.ceil(quantity / 100);
      const open = index >= count - 5;
      rows.push([
        userId, idOf.get(symbol), `t${index}`, long ? 'LONG' : 'SHORT', String(quantity), open ? '0' : String(quantity), money(priceCents), open ? null : money(exitCents),
        date(entryTime), open ? null : date(exitTime), open ? 'open' : 'closed', open ? '0' : money(grossCents), money(commissionCents), money(feeCents),
        open ? money(-commissionCents - feeCents) : money(grossCents - commissionCents - feeCents), 2, symbol, open ? null : exitTime - entryTime,
      ]);
      if (rows.length === ROWS_PER_INSERT) await flush();
    }
    await flush();
  });
}
