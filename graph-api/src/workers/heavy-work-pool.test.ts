import { describe, expect, it } from 'vitest';
import { appWithThreeTraders, mostThreadsDuring, TRADES_EACH } from '../../test/support/worker-threads';
import { breakdownBucketOf, breakdownFiguresOf, closedBreakdownTrades } from '../modules/breakdowns/breakdowns-computation';
import { excursionScatterOf } from '../modules/breakdowns/excursion-scatter.service';
import { entityManagerReader } from '../modules/insights/computation/entity-manager-reader';
import { CandleStore } from '../modules/market-data/store/candle-store';
import { HeldExcursions } from '../modules/trade-analysis/held-excursions';
import { HeavyWorkPool } from './heavy-work-pool';

const TIME_ZONE = 'America/New_York';

describe('the heavy-work worker threads', () => {
  const suite = appWithThreeTraders();

  it('answer exactly what the same computation answers on the API thread', async () => {
    const pool = new HeavyWorkPool(suite.testApp.config.database, 1);
    try {
      const userId = suite.traders[0]!;
      const trades = await closedBreakdownTrades(entityManagerReader(suite.testApp.orm.em.fork()), userId);
      const figures = breakdownFiguresOf(trades, TIME_ZONE);
      expect(await pool.run({ kind: 'breakdowns', userId, timeZone: TIME_ZONE, scope: null })).toEqual(figures);
      const { key } = figures.dimensions.find(({ dimension }) => dimension === 'symbol')!.buckets.find(({ tally }) => tally.trades > 0)!;
      const bucket = await pool.run({ kind: 'breakdown_bucket', userId, timeZone: TIME_ZONE, scope: null, dimension: 'symbol', key });
      expect(bucket?.tally.trades).toBeGreaterThan(0);
      expect(bucket).toEqual(breakdownBucketOf(trades, TIME_ZONE, 'symbol', key));
      expect(await pool.run({ kind: 'breakdown_bucket', userId, timeZone: TIME_ZONE, scope: null, dimension: 'hour', key: 'no such hour' })).toBeNull();
      expect(await pool.run({ kind: 'excursion_scatter', userId })).toEqual(await excursionScatterOf(suite.testApp.orm.em.fork(), new HeldExcursions(new CandleStore()), userId));
    } finally {
      await pool.close();
    }
  }, 60_000);

  it('run no more tasks at once than their bound; the others wait their turn', async () => {
    const pool = new HeavyWorkPool(suite.testApp.config.database, 2);
    try {
      const traders = [...suite.traders, ...suite.traders];
      const { answer, most } = await mostThreadsDuring(pool, () => Promise.all(traders.map((userId) => pool.run({ kind: 'breakdowns', userId, timeZone: TIME_ZONE, scope: null }))));
      expect(answer.map(({ closedTrades }) => closedTrades)).toEqual(Array(6).fill(TRADES_EACH - 5));
      expect(most).toBe(2);
    } finally {
      await pool.close();
    }
    expect(pool.threads).toBe(0);
  }, 60_000);

  it('fail a task that cannot open the database with its reason, and go on working', async () => {
    // A folder that cannot be made: the database's path runs through a file.
    const broken = new HeavyWorkPool({ kind: 'sqlite', file: `${suite.testApp.config.database.kind === 'sqlite' ? suite.testApp.config.database.file : ''}/inside/journal.sqlite` }, 1);
    const working = new HeavyWorkPool(suite.testApp.config.database, 1);
    try {
      await expect(broken.run({ kind: 'breakdowns', userId: suite.traders[0]!, timeZone: TIME_ZONE, scope: null })).rejects.toThrow(/ENOTDIR|not a directory/);
      await expect(broken.run({ kind: 'breakdowns', userId: suite.traders[0]!, timeZone: TIME_ZONE, scope: null })).rejects.toThrow();
      expect((await working.run({ kind: 'breakdowns', userId: suite.traders[0]!, timeZone: TIME_ZONE, scope: null })).closedTrades).toBe(TRADES_EACH - 5);
    } finally {
      await broken.close();
      await working.close();
    }
  }, 60_000);
});
