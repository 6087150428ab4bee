import { tagNotFound } from './journal.errors';

/** A tag id as sent (GraphQL ID, path or body): digits, else a tag that cannot exist. */
export function tagIdOf(raw: unknown): number {
  const text = typeof raw === 'number' ? String(raw) : raw;
  if (typeof text !== 'string' || !/^\d{1,15}$/.test(text)) throw tagNotFound();
  return Number(text);
}
