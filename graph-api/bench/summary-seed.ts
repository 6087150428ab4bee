import type { EntityManager } from '@mikro-orm/core';
import { BaseSqlitePlatform, type EntityManager as SqlEntityManager } from '@mikro-orm/knex';
import { seededRandom } from '../test/support/seeded-random';

/** Users per transaction: one multi-row INSERT per table per batch keeps 10 000 users to seconds. */
const USERS_PER_BATCH = 200;
const ROWS_PER_INSERT = 1000;
const SYMBOLS = ['AAPL', 'MSFT', 'NVDA', 'TSLA', 'AMD'];
const DAY_MS = 86_400_000;

export interface SummarySeed {
  userIds: number[];
  trades: number;
}

/**
 * `days` weekdays ending on `lastDay` (YYYY-MM-DD), oldest first: the month of trading a Daily
 * Summary's trader has behind them. Exchange holidays do not matter to a benchmark's trades.
 */
export function weekdaysEndingOn(lastDay: string, days: number): number[] {
  const found: number[] = [];
  for (let cursor = Date.parse(`${lastDay}T00:00:00Z`); found.length < days; cursor -= DAY_MS) {
    const weekday = new Date(cursor).getUTCDay();
    if (weekday !== 0 && weekday !== 6) found.push(cursor);
  }
  return found.reverse();
}

const marks = (rows: number, columns: number) => Array.from({ length: rows }, () => `(${Array<string>(columns).fill('?').join(', ')})`).join(', ');

/**
 * `users` traders with Daily Summary on (Eastern, Summary Time 17:00, Weekly Report off), each with
 * five instruments and `tradesPerDay` closed trades on each of `days` (entries in US hours, New
 * York in summer or winter alike, 10:00 to 15:00 Eastern), the last day's among them. Written with
 * multi-row INSERTs, not through the import: the import is not what is measured.
 */
export async function seedSummaryUsers(em: EntityManager, users: number, days: readonly number[], tradesPerDay: number, prefix: string): Promise<SummarySeed> {
  const sqlite = em.getPlatform() instanceof BaseSqlitePlatform;
  const time = (ms: number) => (sqlite ? ms : new Date(ms));
  const random = seededRandom(7);
  const userIds: number[] = [];
  let trades = 0;
  for (let first = 0; first < users; first += USERS_PER_BATCH) {
    const count = Math.min(USERS_PER_BATCH, users - first);
    await em.fork().transactional(async (tx) => {
      const connection = (tx as SqlEntityManager).getConnection();
      const context = tx.getTransactionContext();
      const run = (sql: string, params: unknown[]) => connection.execute(sql, params, 'run', context);
      const all = <T>(sql: string, params: unknown[]) => connection.execute(sql, params, 'all', context) as Promise<T[]>;
      const now = time(Date.now());
      const names = Array.from({ length: count }, (_, offset) => `${prefix}${first + offset}`);
      await run(`insert into user (username, email, created_at, updated_at) values ${marks(count, 4)}`, names.flatMap((name) => [name, `${name}@example.test`, now, now]));
      const ids = (await all<{ id: number }>(`select id from user where username in (${names.map(() => '?').join(', ')}) order by id`, names)).map(({ id }) => id);
      userIds.push(...ids);
      await run(
        `insert into user_settings (user_id, timezone, default_broker, risk_per_trade, auto_import, real_time_analysis, ai_insights, risk_alerts, daily_summary, weekly_report, notification_time, data_retention, usage_analytics, updated_at) values ${marks(ids.length, 14)}`,
        ids.flatMap((id) => [id, 'est', 'interactive_brokers', 2, false, true, true, true, true, false, '17:00', '12', true, now]),
      );
      await run(
        `insert into account_instrument (user_id, platform, account_id, symbol, asset_class, multiplier) values ${marks(ids.length * SYMBOLS.length, 6)}`,
        ids.flatMap((id) => SYMBOLS.flatMap((symbol) => [id, 'das_trader', 'BENCH1', symbol, 'stock', '1'])),
      );
      const instruments = await all<{ id: number; user_id: number; symbol: string }>(`select id, user_id, symbol from account_instrument where user_id in (${ids.map(() => '?').join(', ')})`, ids);
      const instrumentOf = new Map(instruments.map(({ id, user_id: userId, symbol }) => [`${userId}/${symbol}`, id]));
      let rows: unknown[] = [];
      const flush = async () => {
        if (rows.length === 0) return;
        await run(
          `insert into trade (user_id, account_instrument_id, trade_key, direction, quantity, closed_quantity, entry_price, exit_price, entry_time, exit_time, status, gross_pnl, commission, fees, net_pnl, execution_count, symbol, hold_ms) values ${marks(rows.length / 18, 18)}`,
          rows,
        );
        trades += rows.length / 18;
        rows = [];
      };
      for (const userId of ids) {
        for (const [dayIndex, day] of days.entries()) {
          for (let index = 0; index < tradesPerDay; index += 1) {
            const symbol = SYMBOLS[Math.floor(random() * SYMBOLS.length)]!;
            // 15:00 to 20:00 UTC: within the session in both Eastern standard and daylight time.
            const entry = day + 15 * 3_600_000 + Math.floor(random() * 5 * 3_600_000);
            const exit = entry + 60_000 + Math.floor(random() * 30 * 60_000);
            const cents = Math.round((random() - 0.45) * 40_000);
            const pnl = (cents / 100).toFixed(2);
            const exitPrice = (100 + cents / 10_000).toFixed(4);
            rows.push(userId, instrumentOf.get(`${userId}/${symbol}`), `d${dayIndex}t${index}`, index % 3 ? 'LONG' : 'SHORT', '100', '100', '100', exitPrice, time(entry), time(exit), 'closed', pnl, '0', '0', pnl, 2, symbol, exit - entry);
            if (rows.length >= ROWS_PER_INSERT * 18) await flush();
          }
        }
      }
      await flush();
    });
  }
  return { userIds, trades };
}
