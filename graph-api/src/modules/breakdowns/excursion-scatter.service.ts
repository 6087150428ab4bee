import type { EntityManager } from '@mikro-orm/core';
import { placeholders, selectRows } from '../../db/raw-sql';
import type { Caller } from '../auth';
import { entityManagerReader } from '../insights';
import { canonicalDecimal } from '../trades';
import type { ClosedAnalysedTrade, HeldExcursions } from '../trade-analysis';
import type { HeavyWorkLimiter } from '../../workers/heavy-work-limiter';
import type { HeavyWorkPool } from '../../workers/heavy-work-pool';
import type { TradeScope } from '../trades/rows';
import { closedBreakdownTrades } from './breakdowns-computation';
import type { BreakdownTrade } from './domain/bucket-stats';
import { type ExcursionScatter, excursionPointOf, newestForScatter, scatterOf } from './domain/excursion-scatter';
import type { FiguresCache } from '../../workers/figures-cache';

/**
 * The /analytics MAE/MFE scatter (dashboard-summary/METRICS.md "The MAE/MFE scatter"): the caller's closed
 * trades whose candles the store holds, each measured as its trade dialog measures it. Read and
 * measured on a worker thread (excursionScatterOf), at most HEAVY_REQUESTS_PER_USER of a user's at once,
 * and answered again from `cache` until the journal or the candle store changes.
 */
export class ExcursionScatterService {
  constructor(
    private readonly workers: HeavyWorkPool,
    private readonly limiter: HeavyWorkLimiter,
    private readonly cache: FiguresCache,
  ) {}

  /** Under a filter (`scope`, as the breakdowns resolved it), the filtered trades' points (docs/filter-bar.md). */
  scatter(em: EntityManager, caller: Caller, scope: TradeScope | null = null): Promise<ExcursionScatter> {
    // The unfiltered task keeps its key (no scope field): the answer computed ahead after a change is that one.
    const task = scope ? ({ kind: 'excursion_scatter', userId: caller.userId, scope } as const) : ({ kind: 'excursion_scatter', userId: caller.userId } as const);
    return this.cache.answer(em, caller.userId, task, (answer) => answer.points.length, () => this.limiter.run(caller, () => this.workers.run(task)));
  }
}

/**
 * The scatter itself. Candles are read from the candle store only (the caller's uploads and the
 * shared provider candles), never asked of a provider; the trades are the caller's alone. `closed`: the caller's closed trades when already read, else read here.
 */
export async function excursionScatterOf(em: EntityManager, held: HeldExcursions, userId: number, closed?: readonly BreakdownTrade[], scope: TradeScope | null = null): Promise<ExcursionScatter> {
  const trades = closed ?? (await closedBreakdownTrades(entityManagerReader(em), userId, scope));
  const withCandles = await held.withCandles(em, userId, trades);
  const newest = newestForScatter(withCandles);
  const exitPrices = await exitPricesOf(em, userId, newest.map((trade) => trade.id));
  // A trade rebuilt by an import since it was read has no exit price here: left out, not guessed.
  const measurable = newest.flatMap((trade) => {
    const exitPrice = exitPrices.get(trade.id);
    return exitPrice === undefined ? [] : [{ trade, analysed: analysedTradeOf(trade, exitPrice) }];
  });
  const measured = await held.measure(em, userId, measurable.map(({ analysed }) => analysed));
  const points = measurable.flatMap(({ trade }, index) => {
    const excursions = measured[index];
    return excursions ? [excursionPointOf(trade, excursions)] : [];
  });
  return scatterOf(trades.length, withCandles.length, points);
}

function analysedTradeOf(trade: BreakdownTrade, exitPrice: string): ClosedAnalysedTrade {
  return {
    symbol: trade.symbol,
    direction: trade.direction,
    entryPrice: trade.entryPrice,
    exitPrice,
    entryTime: new Date(trade.entryTime),
    exitTime: new Date(trade.exitTime),
    quantity: trade.quantity,
    multiplier: trade.multiplier,
    netPnl: trade.netPnl,
    stopPrice: trade.stopPrice,
  };
}

/** The exit prices of the user's closed trades among `ids` (the breakdowns' reading of a trade has none). */
async function exitPricesOf(em: EntityManager, userId: number, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await selectRows<{ id: number | string; exit_price: string | number }>(
    em,
    `select id, exit_price from trade where user_id = ? and status = 'closed' and id in (${placeholders(ids.length)})`,
    [userId, ...ids.map(Number)],
  );
  return new Map(rows.map((row) => [String(row.id), canonicalDecimal(String(row.exit_price))]));
}
