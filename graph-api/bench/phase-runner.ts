// One measurement of the import benchmark, in a fresh process: no phase inherits another's heap,
// and its peak RSS is its own. Started by import.bench.ts, which it answers over IPC.
import 'reflect-metadata';
import { readFileSync } from 'node:fs';
import type { MySqlDatabaseConfig } from '../src/db/database-config';
import { peakRssMb } from './bench-measure';
import { measureMySqlConcurrentImports, measureMySqlImport, measureMySqlReference, measureParseAndMatch, measureSqliteConcurrentImports, measureSqliteImport, measureSqliteReference } from './bench-phases';

export type PhaseName = 'parse' | 'sqlite' | 'sqlite-reference' | 'mysql' | 'mysql-reference' | 'sqlite-concurrent' | 'mysql-concurrent';

/** What a measurement is given: the CSV file (written once by the parent) and, for MySQL, the database. */
export interface PhaseInput {
  csvFile: string;
  database: MySqlDatabaseConfig | null;
}

async function run(phase: PhaseName, { csvFile, database }: PhaseInput): Promise<object> {
  // Bytes, as an upload arrives: no generator garbage in the measured process.
  const csv = readFileSync(csvFile);
  switch (phase) {
    case 'parse':
      return measureParseAndMatch(csv);
    case 'sqlite':
      return measureSqliteImport(csv);
    case 'sqlite-reference':
      return measureSqliteReference(csv);
    case 'mysql':
      return measureMySqlImport(database!, csv);
    case 'mysql-reference':
      return measureMySqlReference(database!, csv);
    case 'sqlite-concurrent':
      return measureSqliteConcurrentImports(csv);
    case 'mysql-concurrent':
      return measureMySqlConcurrentImports(database!, csv);
  }
}

run(process.argv[2] as PhaseName, JSON.parse(process.argv[3]!) as PhaseInput).then(
  (figures) => process.send?.({ ...figures, peakRssMb: peakRssMb() }, () => process.disconnect()),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
