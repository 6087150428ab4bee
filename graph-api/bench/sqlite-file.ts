import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Runs `use` with the path of a new SQLite file in a temporary folder, removed afterwards. */
export async function withSqliteFile<T>(use: (file: string) => Promise<T>): Promise<T> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'tj-bench-'));
  try {
    return await use(path.join(dataDir, 'bench.sqlite'));
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}
