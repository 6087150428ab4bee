import { playbookNotFound } from '../coaching.errors';

/** A Play Book id as sent (GraphQL ID or URL part); anything that is not one is simply not found. */
export function playbookIdOf(value: unknown): number {
  const id = typeof value === 'number' ? value : typeof value === 'string' && /^\d{1,15}$/.test(value) ? Number(value) : NaN;
  if (!Number.isSafeInteger(id) || id <= 0) throw playbookNotFound();
  return id;
}
