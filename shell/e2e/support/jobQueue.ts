import path from 'node:path';
import Database from 'better-sqlite3';

/** The SQLite file of the server under test (playwright.config.ts hands its data folder to the workers). */
function openServerDatabase() {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: run the spec through shell/playwright.config.ts');
  const database = new Database(path.join(dataDir, 'journal.sqlite'), { timeout: 10_000 });
  return database;
}

interface QueuedRun {
  id: number;
  payload: string;
  run_at: number | string;
}

/** The trader's queued run of a recurring job (`weekly-report`), or null while the server has not scheduled it yet. */
export function queuedRunOf(email: string, kind: string): QueuedRun | null {
  const database = openServerDatabase();
  try {
    const row = database
      .prepare(`select job.id, job.payload, job.run_at from job join user on user.id = job.user_id where user.email = ? and job.kind = ? and job.state = 'queued' order by job.run_at limit 1`)
      .get(email, kind) as QueuedRun | undefined;
    return row ?? null;
  } finally {
    database.close();
  }
}

/**
 * Moves the server's clock forward for one scheduled run: the run becomes due now, as if its time
 * had come, and covers the period that ends at `scheduledFor` (a recurring job's handler reads its
 * period from that field of its payload, docs/jobs.md). The server's own runner then takes it, as it
 * would at that time: nothing else of the app is touched.
 */
export function makeRunDueAs(run: QueuedRun, scheduledFor: string): void {
  const database = openServerDatabase();
  try {
    const now = Date.now() - 1000;
    // The column holds what the ORM wrote: milliseconds, or a date-time text.
    const runAt = typeof run.run_at === 'number' ? now : new Date(now).toISOString().replace('T', ' ').replace('Z', '');
    const payload = JSON.stringify({ ...(JSON.parse(run.payload) as Record<string, unknown>), scheduledFor });
    const changed = database.prepare(`update job set run_at = ?, payload = ? where id = ? and state = 'queued'`).run(runAt, payload, run.id).changes;
    if (changed !== 1) throw new Error(`Job ${run.id} is no longer queued`);
  } finally {
    database.close();
  }
}
