// The insights computation as the API runs it after an import (InsightsService.recompute: the
// Settings read here, the trades read and the engine run on a worker thread, the insights stored
// here), measured for `npm run bench:insights` and `npm run bench:analytics`.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { MikroORM } from '@mikro-orm/core';
import type { DatabaseConfig } from '../src/db/database-config';
import { InsightsWorkers } from '../src/modules/insights/computation/insights-workers';
import { InsightsService } from '../src/modules/insights/insights.service';
import { SettingsService } from '../src/modules/settings/settings.service';
import { benchLine, percentile, verdict } from './bench-measure';

const RUNS = 5;
const TARGET_SECONDS = 2;

const median = (values: readonly number[]) => percentile(values, 0.5);

/** Five computations of one user's insights after a first that starts the worker thread; medians printed and as a BENCH line. */
export async function measureInsights(orm: MikroORM, database: DatabaseConfig, db: string, userId: number, extra: Record<string, number> = {}): Promise<void> {
  const clock = { now: () => new Date() };
  const service = new InsightsService(new SettingsService(clock), clock, new InsightsWorkers(database));
  try {
    const firstStarted = performance.now();
    await service.recompute(orm.em.fork(), userId);
    const first = performance.now() - firstStarted;
    const runs: { read: number; engine: number; recompute: number; cpu: number; loopMax: number; trades: number; insights: number }[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      // The API's thread, watched while the computation runs: its longest stall is what any request could have waited.
      const loop = monitorEventLoopDelay({ resolution: 5 });
      loop.enable();
      const cpuBefore = process.cpuUsage();
      const started = performance.now();
      const computed = await service.recompute(orm.em.fork(), userId);
      const recompute = performance.now() - started;
      const cpu = process.cpuUsage(cpuBefore);
      loop.disable();
      runs.push({ read: computed.readMs, engine: computed.engineMs, recompute, cpu: (cpu.user + cpu.system) / 1000, loopMax: loop.max / 1e6, trades: computed.trades, insights: computed.insights.length });
    }
    const figure = (key: keyof (typeof runs)[number]) => Math.round(median(runs.map((run) => run[key])));
    const recompute = figure('recompute');
    console.log(
      `${db}: insights of ${figure('trades').toLocaleString('en-US')} closed trades on a worker thread: read ${figure('read')} ms, engine ${figure('engine')} ms; ` +
        `recompute (read, engine, store ${figure('insights')} insights) ${recompute} ms, ${figure('cpu')} ms of CPU; the API thread's longest stall meanwhile ${figure('loopMax')} ms; ` +
        `first run with the thread's start ${Math.round(first)} ms ${verdict(recompute < TARGET_SECONDS * 1000, `recompute < ${TARGET_SECONDS} s`)}`,
    );
    benchLine({
      name: 'insights', db, trades: figure('trades'), read_ms: figure('read'), engine_ms: figure('engine'), recompute_ms: recompute, recompute_cpu_ms: figure('cpu'),
      api_thread_max_stall_ms: figure('loopMax'), first_run_ms: Math.round(first), target_met: recompute < TARGET_SECONDS * 1000, insights: figure('insights'), runs: RUNS, ...extra,
    });
  } finally {
    await service.close();
  }
}
