import { JournalError } from './journal.errors';

/** A YYYY-MM-DD date that exists (Date.parse alone reads "2026-02-30" as 2 March). */
export function isLocalDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

export function localDateOrRefuse(text: string, label: string): string {
  if (!isLocalDate(text)) throw new JournalError('validation_error', `${label} must be a date written YYYY-MM-DD, such as 2026-03-02.`);
  return text;
}

/** Whole days from one YYYY-MM-DD date to another. */
export function daysBetween(from: string, to: string): number {
  return (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;
}
