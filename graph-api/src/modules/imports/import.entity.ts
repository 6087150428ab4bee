import { BeforeCreate, BeforeUpdate, Entity, Index, ManyToOne, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { StringListType } from '../../db/string-list.type';
import { User } from '../../infra/users';
import { boundedMessages } from './import-messages';
import { fileNameWithin } from './upload/file-name';
import type { Reconciliation } from './reconciliation';

export type ImportMethod = 'api' | 'csv';
/** 'undone': its fills were removed by the trader (import-undo.ts); the record stays as history. */
export type ImportStatus = 'completed' | 'failed' | 'undone';

/** The file_name column's size; a longer name is shortened to it (keeping its extension) on every database. */
export const FILE_NAME_CHARS = 255;

/** One import the user ran, kept as history whether it succeeded or was refused. */
@Entity({ tableName: 'trade_import' })
@Index({ properties: ['user', 'createdAt'] })
export class TradeImport {
  [OptionalProps]?: 'fileName' | 'executionsCount' | 'tradesCount' | 'duplicatesSkipped' | 'errors' | 'warnings' | 'processingTimeMs' | 'rangeStart' | 'rangeEnd' | 'reconciliation' | 'reconciled';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  // No index of its own: the composite indexes that start with user_id serve the foreign key and its lookups.
  @ManyToOne(() => User, { index: false })
  user!: User;

  /** Catalogue id: interactive_brokers, alpaca, schwab, das_trader, …, or generic. */
  @Property({ type: 'string', length: 32 })
  platform!: string;

  @Property({ type: 'string', length: 8 })
  method!: ImportMethod;

  @Property({ type: 'string', length: 16 })
  status!: ImportStatus;

  @Property({ type: 'string', length: FILE_NAME_CHARS, nullable: true })
  fileName: string | null = null;

  /** The correlation id given back to the caller and written to the logs. */
  @Property({ type: 'string', length: 36 })
  correlationId!: string;

  @Property({ type: 'integer' })
  executionsCount = 0;

  @Property({ type: 'integer' })
  tradesCount = 0;

  @Property({ type: 'integer' })
  duplicatesSkipped = 0;

  /** Why the import was refused (one message per problem), empty when it completed. */
  @Property({ type: StringListType })
  errors: string[] = [];

  @Property({ type: StringListType })
  warnings: string[] = [];

  @Property({ type: 'integer' })
  processingTimeMs = 0;

  /** For API imports: the window asked for. */
  @Property({ type: 'datetime', nullable: true })
  rangeStart: Date | null = null;

  @Property({ type: 'datetime', nullable: true })
  rangeEnd: Date | null = null;

  /**
   * The file's own P&L against the journal's, per symbol and in total, as the import found it
   * (docs/importing.md); null when the file states none. Lazy: Recent Imports reads it only when
   * asked, and a file of many symbols makes it long.
   */
  @Property({ type: 'json', columnType: 'text', nullable: true, lazy: true })
  reconciliation: Reconciliation | null = null;

  /** False when a difference no known reason explains was found; null when there was nothing to reconcile. */
  @Property({ type: 'boolean', nullable: true })
  reconciled: boolean | null = null;

  @Property({ type: 'datetime' })
  createdAt!: Date;

  /**
   * Whatever sets them (a CSV refused, a broker's warnings, the import's own warnings added as it
   * is stored), what is kept fits its columns the same way on SQLite and MariaDB, and listing
   * recent imports or exporting the account's data never carries megabytes.
   */
  @BeforeCreate()
  @BeforeUpdate()
  protected keepWithinColumns(): void {
    this.errors = boundedMessages(this.errors);
    this.warnings = boundedMessages(this.warnings);
    this.fileName = this.fileName === null ? null : fileNameWithin(this.fileName, FILE_NAME_CHARS);
  }
}
