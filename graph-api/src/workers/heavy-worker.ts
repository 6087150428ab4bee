// A worker thread of the heavy-work pool (heavy-work-pool.ts): runs one task at a time on its own
// database connection (its own ORM, opened at its first task and kept while the thread lives). It
// reads and computes; it stores nothing.
import 'reflect-metadata';
import { MikroORM } from '@mikro-orm/core';
import { workerData } from 'node:worker_threads';
import type { DatabaseConfig } from '../db/database-config';
import { ormOptions } from '../db/orm-options';
import { type HeavyResult, type HeavyTask, runHeavyTask } from './heavy-tasks';
import { answerJobs } from './answer-jobs';

const { database } = workerData as { database: DatabaseConfig };

let orm: Promise<MikroORM> | null = null;

// One task at a time reads one statement at a time: two connections at most (MySQL), none kept idle.
const openOrm = () => MikroORM.init({ ...ormOptions(database), pool: { min: 0, max: 2 } });

async function run(task: HeavyTask): Promise<HeavyResult> {
  const opening = (orm ??= openOrm());
  // A database that could not be opened is tried again by the next task.
  const opened = await opening.catch((error: unknown) => {
    orm = null;
    throw error;
  });
  return runHeavyTask(opened.em.fork(), task);
}

answerJobs(run);
