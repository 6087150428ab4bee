import { Type } from '@mikro-orm/core';

/**
 * A short list of messages (an import's errors and warnings) as JSON in a TEXT column. Not the
 * JSON column type: MariaDB stores that as LONGTEXT with a json_valid CHECK that the ORM's schema
 * diff keeps asking to drop, and these lists are only ever read whole.
 */
export class StringListType extends Type<string[], string> {
  override convertToDatabaseValue(value: string[] | string): string {
    return typeof value === 'string' ? value : JSON.stringify(value);
  }

  override convertToJSValue(value: string | string[] | null): string[] {
    if (value === null || value === '') return [];
    return Array.isArray(value) ? value : (JSON.parse(value) as string[]);
  }

  override getColumnType(): string {
    return 'text';
  }
}
