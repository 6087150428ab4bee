import type { EntityManager } from '@mikro-orm/core';
import { selectRows } from '../../../db/raw-sql';
import { platformName } from '../../../infra/platforms';

/** One of the trader's accounts, as the broker names it, on one platform. */
export interface FilterAccount {
  name: string;
  platform: string;
}

/** A platform the trader has trades on: its id (the filter's value) and its name. */
export interface FilterPlatform {
  id: string;
  name: string;
}

/** What the filter bar's Account and Platform offer (docs/filter-bar.md). */
export interface JournalFilterChoices {
  accounts: FilterAccount[];
  platforms: FilterPlatform[];
}

// The accounts holding at least one trade: an instrument row whose trades an undone import removed keeps nothing.
const ACCOUNTS_WITH_TRADES =
  'select distinct ai.platform, ai.account_id from account_instrument ai where ai.user_id = ? and exists (select 1 from trade t where t.account_instrument_id = ai.id and t.user_id = ai.user_id)';

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The caller's own accounts and platforms, each once, sorted: the choices of the filter bar. A trade
 * entered by hand without an account names none ('' is no account to filter by), but its platform is
 * listed. Sorted here, not in SQL, so both databases answer in one order.
 */
export async function journalFilterChoicesOf(em: EntityManager, userId: number): Promise<JournalFilterChoices> {
  const rows = await selectRows<{ platform: string; account_id: string }>(em, ACCOUNTS_WITH_TRADES, [userId]);
  const accounts = rows
    .filter((row) => row.account_id !== '')
    .map((row) => ({ name: row.account_id, platform: row.platform }))
    .sort((a, b) => byText(a.name, b.name) || byText(a.platform, b.platform));
  const platforms = [...new Set(rows.map((row) => row.platform))].map((id) => ({ id, name: platformName(id) })).sort((a, b) => byText(a.name, b.name));
  return { accounts, platforms };
}
