import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedUpTradersWithHistory } from '../../test/support/accounts';
import { startSqliteTestApp, type TestApp } from '../../test/support/test-app';
import { breakdownBucketOf, breakdownFiguresOf, closedBreakdownTrades } from '../modules/breakdowns/breakdowns-computation';
import { excursionScatterOf } from '../modules/breakdowns/excursion-scatter.service';
import { entityManagerReader } from '../modules/insights/computation/entity-manager-reader';
import { CandleStore } from '../modules/market-data/store/candle-store';
import { HeldExcursions } from '../modules/trade-analysis/held-excursions';
import { HeavyWorkPool } from './heavy-work-pool';

const TIME_ZONE = 'America/New_York';

describe('the heavy-work worker threads', () => {
  let testApp: TestApp;
  let traders: number[];
  beforeAll(async () => {
    testApp = await startSqliteTestApp();
    traders = await signedUpTradersWithHistory(testApp, ['first', 'second', 'third'], 2_000);
  }, 60_000);
  afterAll(() => testApp.close());

  it('answer exactly what the same computation answers on the API thread', async () => {
    const pool = new HeavyWorkPool(testApp.config.database, 1);
    try {
      const userId = traders[0]!;
      const trades = await closedBreakdownTrades(entityManagerReader(testApp.orm.em.fork()), userId);
      const figures = breakdownFiguresOf(trades, TIME_ZONE);
      expect(await pool.run({ kind: 'breakdowns', userId, timeZone: TIME_ZONE })).toEqual(figures);
      const { key } = figures.dimensions.find(({ dimension }) => dimension === 'symbol')!.buckets.find(({ tally }) => tally.trades > 0)!;
      const bucket = await pool.run({ kind: 'breakdown_bucket', userId, timeZone: TIME_ZONE, dimension: 'symbol', key });
      expect(bucket?.tally.trades).toBeGreaterThan(0);
      expect(bucket).toEqual(breakdownBucketOf(trades, TIME_ZONE, 'symbol', key));
      expect(await pool.run({ kind: 'breakdown_bucket', userId, timeZone: TIME_ZONE, dimension: 'hour', key: 'no such hour' })).toBeNull();
      expect(await pool.run({ kind: 'excursion_scatter', userId })).toEqual(await excursionScatterOf(testApp.orm.em.fork(), new HeldExcursions(new CandleStore()), userId));
    } finally {
      await pool.close();
    }
  }, 60_000);

  it('run no more tasks at once than their bound; the others wait their turn', async () => {
    const pool = new HeavyWorkPool(testApp.config.database, 2);
    try {
      let most = 0;
      const watching = setInterval(() => (most = Math.max(most, pool.threads)), 1);
      const answers = await Promise.all([...traders, ...traders].map((userId) => pool.run({ kind: 'breakdowns', userId, timeZone: TIME_ZONE })));
      clearInterval(watching);
      expect(answers.map(({ closedTrades }) => closedTrades)).toEqual(Array(6).fill(2_000 - 5));
      expect(most).toBe(2);
    } finally {
      await pool.close();
    }
    expect(pool.threads).toBe(0);
  }, 60_000);

  it('fail a task that cannot open the database with its reason, and go on working', async () => {
    // A folder that cannot be made: the database's path runs through a file.
    const broken = new HeavyWorkPool({ kind: 'sqlite', file: `${testApp.config.database.kind === 'sqlite' ? testApp.config.database.file : ''}/inside/journal.sqlite` }, 1);
    const working = new HeavyWorkPool(testApp.config.database, 1);
    try {
      await expect(broken.run({ kind: 'breakdowns', userId: traders[0]!, timeZone: TIME_ZONE })).rejects.toThrow(/ENOTDIR|not a directory/);
      await expect(broken.run({ kind: 'breakdowns', userId: traders[0]!, timeZone: TIME_ZONE })).rejects.toThrow();
      expect((await working.run({ kind: 'breakdowns', userId: traders[0]!, timeZone: TIME_ZONE })).closedTrades).toBe(2_000 - 5);
    } finally {
      await broken.close();
      await working.close();
    }
  }, 60_000);
});
