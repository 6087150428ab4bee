import { createRequire } from 'node:module';

/**
 * Records the text of every SQL statement this process sends, at the drivers themselves
 * (better-sqlite3's prepare and exec, mysql2's query and execute), so it sees what the ORM, the
 * plain-SQL stores and the bulk writers send alike. Statements of worker threads are not seen: each
 * thread loads its own drivers.
 */
export interface SqlRecording {
  /** Each distinct text once; a bulk insert's values past its head are cut (they name no column). */
  readonly statements: ReadonlySet<string>;
  /** Puts the drivers back as they were: test files share a worker's modules (vitest.config.mts). */
  stop(): void;
}

type Method = (this: unknown, ...args: unknown[]) => unknown;
type Prototype = Record<string, unknown>;

const load = createRequire(__filename);

/** The statement text of a driver call's first argument: a string, or mysql2's `{ sql }` options. */
function textOf(argument: unknown): string | null {
  if (typeof argument === 'string') return argument;
  if (argument && typeof argument === 'object' && typeof (argument as { sql?: unknown }).sql === 'string') return (argument as { sql: string }).sql;
  return null;
}

const BULK_HEAD = 4096;

function wrap(prototype: Prototype, name: string, statements: Set<string>): () => void {
  const original = prototype[name] as Method;
  prototype[name] = function recorded(this: unknown, ...args: unknown[]) {
    const text = textOf(args[0]);
    if (text !== null) statements.add(text.length > BULK_HEAD && /^\s*(insert|load data)/i.test(text) ? text.slice(0, BULK_HEAD) : text);
    return original.apply(this, args);
  };
  return () => {
    prototype[name] = original;
  };
}

export function recordSql(): SqlRecording {
  const statements = new Set<string>();
  const sqlite = (load('better-sqlite3') as { prototype: Prototype }).prototype;
  const mysql = (load('mysql2') as { Connection: { prototype: Prototype } }).Connection.prototype;
  const restorers = [wrap(sqlite, 'prepare', statements), wrap(sqlite, 'exec', statements), wrap(mysql, 'query', statements), wrap(mysql, 'execute', statements)];
  return {
    statements,
    stop: () => {
      for (const restore of restorers.reverse()) restore();
    },
  };
}
