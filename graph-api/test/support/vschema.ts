import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The parts of a Vitess VSchema (deploy/vitess/vschema.json) the checks read. */
export interface VSchemaTable {
  type?: 'reference' | 'sequence';
  source?: string;
  column_vindexes?: Array<{ column: string; name: string }>;
  auto_increment?: { column: string; sequence: string };
}

export interface VSchemaKeyspace {
  sharded: boolean;
  vindexes?: Record<string, { type: string; owner?: string; params?: Record<string, string> }>;
  tables: Record<string, VSchemaTable>;
}

export const VSCHEMA_FILE = path.join(__dirname, '../../../deploy/vitess/vschema.json');

/** The sharded keyspace (users' rows, hashed by user id) and the unsharded one (what is shared). */
export function readVSchema(): { sharded: VSchemaKeyspace; global: VSchemaKeyspace } {
  const { keyspaces } = JSON.parse(readFileSync(VSCHEMA_FILE, 'utf8')) as { keyspaces: Record<string, VSchemaKeyspace> };
  return { sharded: keyspaces.journal!, global: keyspaces.journal_global! };
}

/** Tables in the unsharded keyspace: whatever they hold, no statement on them needs a user. */
export function unshardedTables(): Set<string> {
  return new Set(Object.keys(readVSchema().global.tables));
}
