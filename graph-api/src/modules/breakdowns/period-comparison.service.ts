import type { EntityManager } from '@mikro-orm/core';
import type { Clock } from '../../clock';
import { selectRows } from '../../db/raw-sql';
import type { FiguresCache } from '../../workers/figures-cache';
import type { HeavyWorkLimiter } from '../../workers/heavy-work-limiter';
import type { HeavyWorkPool } from '../../workers/heavy-work-pool';
import type { Caller } from '../auth';
import { allTradesOf } from '../dashboard-summary';
import type { SettingsService } from '../settings';
import { type JournalFilter, previousScopeOf, type TradeScope } from '../trades';
import { tradesInScope } from '../trades/rows';
import { callerScopeOf } from './caller-scope';
import { type PeriodComparison, periodComparisonOf } from './domain/period-comparison';

/** Read and computed on a worker thread (workers/heavy-tasks.ts): every trade of the user, then each period's. */
export async function periodComparisonIn(em: EntityManager, userId: number, current: TradeScope, previous: TradeScope): Promise<PeriodComparison> {
  const read = <Row>(sql: string, params: readonly (string | number)[]) => selectRows<Row>(em, sql, params);
  const all = await allTradesOf(em, userId);
  return periodComparisonOf(await tradesInScope(read, userId, current, all), await tradesInScope(read, userId, previous, all));
}

export interface ComparedPeriods extends PeriodComparison {
  current: TradeScope['window'];
  previous: TradeScope['window'];
}

/**
 * "Compare with the previous period" (docs/filter-bar.md): the filter's period beside the one
 * before it, under the same other conditions. Null when the filter has no period bounded at both
 * ends (there is nothing before "all").
 */
export class PeriodComparisonService {
  constructor(
    private readonly settings: SettingsService,
    private readonly workers: HeavyWorkPool,
    private readonly limiter: HeavyWorkLimiter,
    private readonly cache: FiguresCache,
    private readonly clock: Clock,
  ) {}

  async compare(em: EntityManager, caller: Caller, filter: JournalFilter): Promise<ComparedPeriods | null> {
    const { userId } = caller;
    const { timeZone, scope: current } = await callerScopeOf(this.settings, this.clock, em, userId, filter);
    const previous = previousScopeOf(current, timeZone);
    if (!previous) return null;
    const task = { kind: 'period_comparison', userId, current, previous } as const;
    const answer = await this.cache.answer(em, userId, task, (result) => result.currentTrades + result.previousTrades, () => this.limiter.run(caller, () => this.workers.run(task)));
    return { ...answer, current: current.window, previous: previous.window };
  }
}
