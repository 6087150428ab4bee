// One job-running process of bench/daily-summaries.bench.ts: what an API process does besides
// serving (src/server.ts starts `services.jobs` once it listens), run on its own: the real services,
// the real runner and its recurring-schedule upkeep. The benchmark sends { env } to set it up, then
// { startAtMs } to move its clock to the moment the Daily Summaries fall due and start the runner,
// then { stop: true }. Not part of npm test.
import 'reflect-metadata';
import { setPriority } from 'node:os';
import type { MikroORM } from '@mikro-orm/core';
import type { Clock } from '../src/clock';
import { loadConfig } from '../src/config';
import { openOrm } from '../src/db/orm';
import { createLogger } from '../src/logger';
import { buildServices, type Services } from '../src/services';

type Message = { env: Record<string, string> } | { startAtMs: number } | { stop: true };

// The benchmark's "now": real time, shifted so that the day the summaries cover is today.
let offsetMs = 0;
const clock: Clock = { now: () => new Date(Date.now() + offsetMs) };
let orm: MikroORM | undefined;
let services: Services | undefined;

async function handle(message: Message): Promise<void> {
  if ('env' in message) {
    // Background work yields the CPU to requests (docs/jobs.md "Speed": job processes run under nice).
    setPriority(Number(process.env.BENCH_JOB_NICE ?? 10));
    const config = loadConfig(message.env);
    orm = await openOrm(config.database);
    services = await buildServices({ config, logger: createLogger('warn'), clock });
    process.send!({ ready: true });
  } else if ('startAtMs' in message) {
    offsetMs = message.startAtMs - Date.now();
    services!.jobs.start(orm!);
    process.send!({ started: true });
  } else {
    await services!.jobs.stop();
    await Promise.all([services!.insights.close(), services!.heavyWork.close()]);
    await orm!.close(true);
    process.send!({ stopped: true });
    process.exit(0);
  }
}

process.on('message', (message: Message) => {
  handle(message).catch((error: unknown) => {
    process.send!({ error: String(error instanceof Error ? error.stack : error) });
    process.exit(1);
  });
});
