import { type EntityProperty, type Platform, Type } from '@mikro-orm/core';
import { BaseSqlitePlatform } from '@mikro-orm/knex';

/** Text past MySQL's 64 KB TEXT: MEDIUMTEXT (16 MB) in MySQL; SQLite's TEXT has no such limit. */
export class LargeTextType extends Type<string, string> {
  override getColumnType(_prop: EntityProperty, platform: Platform): string {
    return platform instanceof BaseSqlitePlatform ? 'text' : 'mediumtext';
  }

  override compareAsType(): string {
    return 'string';
  }
}
