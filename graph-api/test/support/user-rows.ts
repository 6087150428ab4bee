import { type EntityMetadata, type MikroORM, ReferenceKind } from '@mikro-orm/core';

/**
 * Tables that hold nothing about a user: an OAuth round trip in progress belongs to nobody yet,
 * and the demo journal's one row is about the demo account, which nobody deletes through Delete
 * Account. (Candles are counted by their owner: a trader's uploads are theirs; a provider's have none.)
 */
const NOT_USER_DATA = new Set(['oauth_state', 'demo_journal']);

/** The column of a table that names the user a row is about, from the entity metadata. */
function userColumnOf(meta: EntityMetadata): string | null {
  if (meta.className === 'User') return 'id';
  const reference = meta.props.find((prop) => prop.kind === ReferenceKind.MANY_TO_ONE && prop.type === 'User');
  if (reference) return reference.fieldNames[0]!;
  const userId = meta.props.find((prop) => prop.name === 'userId');
  return userId ? userId.fieldNames[0]! : null;
}

/**
 * The SQL condition (the user id bound to `?`) that picks a table's rows about the user: by a column
 * of its own, or through the parent row it points at (an execution through its account instrument).
 */
function userConditionOf(orm: MikroORM, meta: EntityMetadata): string | null {
  const column = userColumnOf(meta);
  if (column) return `\`${column}\` = ?`;
  for (const prop of meta.props) {
    if (prop.kind !== ReferenceKind.MANY_TO_ONE) continue;
    const parent = orm.getMetadata().find(prop.type);
    const parentColumn = parent && userColumnOf(parent);
    if (parentColumn) return `\`${prop.fieldNames[0]}\` in (select id from \`${parent.tableName}\` where \`${parentColumn}\` = ?)`;
  }
  return null;
}

/** How many rows of `table` are about `userId`. */
export async function userRowCount(orm: MikroORM, table: string, userId: number): Promise<number> {
  const meta = Object.values(orm.getMetadata().getAll()).find((candidate) => candidate.tableName === table);
  const condition = meta && userConditionOf(orm, meta);
  if (!condition) throw new Error(`Table ${table} holds no rows about a user`);
  const [row] = await orm.em.getConnection().execute(`select count(*) as n from \`${table}\` where ${condition}`, [userId]);
  return Number((row as { n: number | string }).n);
}

/**
 * How many rows each table holds about `userId`, for every entity the ORM knows: a table added by a
 * later module is counted without anyone editing this, and one that names no user must be listed in
 * NOT_USER_DATA, so nobody forgets to decide whether Delete Account must reach it.
 */
export async function userRowsPerTable(orm: MikroORM, userId: number): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const meta of Object.values(orm.getMetadata().getAll())) {
    if (meta.abstract || meta.embeddable || (NOT_USER_DATA.has(meta.tableName) && userConditionOf(orm, meta))) continue;
    if (!userConditionOf(orm, meta)) {
      if (!NOT_USER_DATA.has(meta.tableName)) throw new Error(`Table ${meta.tableName} names no user: add a user column or list it in NOT_USER_DATA`);
      continue;
    }
    counts[meta.tableName] = await userRowCount(orm, meta.tableName, userId);
  }
  return counts;
}
