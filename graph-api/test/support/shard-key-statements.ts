import type { UserOwnedTable } from './user-owned-tables';

/** A statement the check lets through although it names no user, and why (docs/sharding.md). */
export interface AllowedStatement {
  table: string;
  /** Matched against the statement as `normalizeSql` gives it. */
  pattern: RegExp;
  reason: string;
}

export interface StatementWithoutShardKey {
  table: string;
  sql: string;
}

const NOT_AN_ALIAS = new Set(['where', 'set', 'on', 'inner', 'left', 'right', 'join', 'order', 'group', 'limit', 'values', 'select', 'union', 'for', 'returning', 'using', 'having', 'as']);

/**
 * One spelling per statement, whoever wrote it: lower case, no identifier quotes, values as `?`
 * (the bulk writers and MySQL's LOAD DATA inline them), single spaces.
 */
export function normalizeSql(sql: string): string {
  return sql
    .replace(/_utf8mb4 x'[0-9a-f]*'/gi, '?')
    .replace(/'(?:[^'\\]|\\.|'')*'/g, '?')
    .toLowerCase()
    .replace(/[`"]/g, '')
    .replace(/\b\d+(\.\d+)?\b/g, '?')
    .replace(/\s+/g, ' ')
    .replace(/\(\s*\?(\s*,\s*\?)*\s*\)/g, '(?)')
    .replace(/\(\?\)(\s*,\s*\(\?\))+/g, '(?)')
    .trim();
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The names a statement gives `table`: the table itself and any alias after it. */
function namesOf(sql: string, table: string): string[] | null {
  const uses = [...sql.matchAll(new RegExp(`\\b(?:from|join|into|update|table)\\s+${escape(table)}\\b(?:\\s+(?:as\\s+)?([a-z_][a-z0-9_]*))?`, 'g'))];
  if (uses.length === 0) return null;
  const aliases = uses.map((use) => use[1]).filter((alias): alias is string => alias !== undefined && !NOT_AN_ALIAS.has(alias));
  return [table, ...aliases];
}

/** The insert's column list (`insert into t (a, b)`, MySQL's `load data … into table t (a, b)`). */
function insertedColumns(sql: string, table: string): string[] | null {
  const match = new RegExp(`\\binto\\s+(?:table\\s+)?${escape(table)}\\b[^(]*?\\(([^)]*)\\)`).exec(sql);
  if (!match || !/^(insert|replace|load data)\b/.test(sql)) return null;
  return match[1]!.split(',').map((column) => column.trim());
}

/** How the statement can name `owned`'s user column: through the table's name or alias, or bare where no join makes that ambiguous. */
function operandOf(sql: string, owned: UserOwnedTable, names: string[]): string {
  const column = escape(owned.column);
  const qualified = names.map((name) => `${escape(name)}\\.${column}`).join('|');
  return /\bjoin\b/.test(sql) ? `(?:${qualified})` : `(?:${qualified}|(?<![.\\w])${column})`;
}

/** The operand compared with a value (`= ?`, `in (…)`, `? =`). */
const valued = (sql: string, operand: string) => new RegExp(`${operand}\\s*(?:=\\s*\\?|in\\s*\\()|\\?\\s*=\\s*${operand}(?![\\w.])`).test(sql);

/**
 * Whether the statement reaches `owned.table` by its user: an insert gives the user column; any
 * other statement compares it (through the table's name or alias, or bare in a statement without
 * joins) with a value or a list, or equates it with the user column of a table that is so compared
 * (a join on the user). It reads the statement's text: a heuristic, but what it lets pass names the
 * user in a condition.
 */
export function reachesByUser(sql: string, owned: UserOwnedTable, others: readonly UserOwnedTable[] = []): boolean {
  const names = namesOf(sql, owned.table);
  if (!names) return true;
  const columns = insertedColumns(sql, owned.table);
  if (columns) return columns.includes(owned.column);
  if (valued(sql, operandOf(sql, owned, names))) return true;
  // A join on the user with a table whose user is given.
  return others.some((other) => {
    const otherNames = other.table === owned.table ? null : namesOf(sql, other.table);
    if (!otherNames) return false;
    const mine = operandOf(sql, owned, names);
    const theirs = operandOf(sql, other, otherNames);
    const equated = new RegExp(`${mine}\\s*=\\s*${theirs}(?![\\w.])|${theirs}\\s*=\\s*${mine}(?![\\w.])`).test(sql);
    return equated && valued(sql, theirs);
  });
}

/** The statements that touch a user-owned table without naming its user, less the allowed ones, each once. */
export function statementsWithoutShardKey(statements: Iterable<string>, owned: readonly UserOwnedTable[], allowed: readonly AllowedStatement[]): StatementWithoutShardKey[] {
  const found = new Map<string, StatementWithoutShardKey>();
  for (const sql of new Set([...statements].map(normalizeSql))) {
    for (const table of owned) {
      if (reachesByUser(sql, table, owned)) continue;
      if (allowed.some((allow) => allow.table === table.table && allow.pattern.test(sql))) continue;
      found.set(`${table.table} ${sql}`, { table: table.table, sql });
    }
  }
  return [...found.values()];
}
