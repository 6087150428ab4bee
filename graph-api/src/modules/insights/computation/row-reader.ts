import type { DatabaseKind } from '../../../db/database-config';

/**
 * Raw reads for the insights: through the API's EntityManager (entity-manager-reader.ts) or a
 * worker thread's own connection (worker-readers.ts), so the same SQL and the same mapping read the
 * trades wherever the engine runs.
 */
export interface RowReader {
  readonly kind: DatabaseKind;
  rows<Row>(sql: string, params: readonly (string | number)[]): Promise<Row[]>;
}
