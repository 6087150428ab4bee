import type { EntityMetadata, MetadataStorage } from '@mikro-orm/core';

/** A table holding one user's rows, and the column naming that user: the shard key (docs/sharding.md). */
export interface UserOwnedTable {
  table: string;
  column: string;
}

/** The entity every `user` property points at: its rows are the users themselves. */
function userEntityOf(all: EntityMetadata[]): EntityMetadata {
  const targets = new Set(all.flatMap((meta) => Object.values(meta.properties).filter((prop) => prop.name === 'user' && prop.kind === 'm:1').map((prop) => prop.type)));
  if (targets.size !== 1) throw new Error(`Expected every "user" property to point at one entity, found: ${[...targets].join(', ')}`);
  const [target] = targets;
  return all.find((meta) => meta.className === target)!;
}

/**
 * Read from the ORM's entity metadata, not listed by hand, so a new table cannot be forgotten: an
 * entity with a `user` (many-to-one to the users) or `userId` property is user-owned, keyed by that
 * column; the users' own table is keyed by its primary key.
 */
export function userOwnedTables(metadata: MetadataStorage): UserOwnedTable[] {
  const all = Object.values(metadata.getAll()).filter((meta) => !meta.embeddable && !meta.virtual && meta.tableName);
  const users = userEntityOf(all);
  const owned: UserOwnedTable[] = [{ table: users.tableName, column: users.getPrimaryProps()[0]!.fieldNames[0]! }];
  for (const meta of all) {
    const prop = meta.properties.user ?? meta.properties.userId;
    if (meta === users || !prop) continue;
    owned.push({ table: meta.tableName, column: prop.fieldNames[0]! });
  }
  return owned.sort((a, b) => a.table.localeCompare(b.table));
}

/** Every table the ORM maps, user-owned or not. */
export function mappedTables(metadata: MetadataStorage): string[] {
  return Object.values(metadata.getAll())
    .filter((meta) => !meta.embeddable && !meta.virtual && meta.tableName)
    .map((meta) => meta.tableName)
    .sort();
}
