import type { EntityManager } from '@mikro-orm/core';
import type { Clock } from '../../clock';
import { User } from '../../infra/users';
import { DayJournalEntry } from './day-journal-entry.entity';
import { JournalError } from './journal.errors';
import { DAY_RANGE_MAX_DAYS, DAY_TEXT_MAX_LENGTH } from './journal-limits';
import { daysBetween, localDateOrRefuse } from './local-date';

export interface DayJournal {
  day: string;
  plan: string;
  review: string;
  updatedAt: Date | null;
}

/** A change to a day's journal: a field left undefined stays as it is. */
export interface DayJournalPatch {
  plan?: string | null;
  review?: string | null;
}

function textOrRefuse(text: string, label: string): string {
  if (text.length > DAY_TEXT_MAX_LENGTH) throw new JournalError('validation_error', `The ${label} must be at most ${DAY_TEXT_MAX_LENGTH.toLocaleString('en-US')} characters long.`);
  return text;
}

const journalOf = ({ day, plan, review, updatedAt }: DayJournalEntry): DayJournal => ({ day, plan, review, updatedAt });

/** The plan (before the session) and review (after it) of each trading day, by the trader's local date. */
export class DayJournalService {
  constructor(private readonly clock: Clock) {}

  /** Days that have an entry, from one date to another (both included), in date order. */
  async list(em: EntityManager, userId: number, from: string, to: string): Promise<DayJournal[]> {
    localDateOrRefuse(from, 'From');
    localDateOrRefuse(to, 'To');
    const span = daysBetween(from, to);
    if (span < 0) throw new JournalError('validation_error', 'From must be on or before To.');
    if (span >= DAY_RANGE_MAX_DAYS) throw new JournalError('validation_error', `Ask for at most ${DAY_RANGE_MAX_DAYS} days of journal entries at once.`);
    return (await em.find(DayJournalEntry, { user: userId, day: { $gte: from, $lte: to } }, { orderBy: { day: 'asc' } })).map(journalOf);
  }

  /** The day's entry; empty when nothing was written. */
  async get(em: EntityManager, userId: number, day: string): Promise<DayJournal> {
    localDateOrRefuse(day, 'The date');
    const entry = await em.findOne(DayJournalEntry, { user: userId, day });
    return entry ? journalOf(entry) : { day, plan: '', review: '', updatedAt: null };
  }

  /** Writes many days' whole entries (plan and review) at once, checked first, in one transaction. */
  async saveMany(em: EntityManager, userId: number, days: readonly { day: string; plan: string; review: string }[]): Promise<void> {
    for (const { day, plan, review } of days) {
      localDateOrRefuse(day, 'The date');
      textOrRefuse(plan, 'plan');
      textOrRefuse(review, 'review');
    }
    await em.transactional(async (tx) => {
      const held = new Map((await tx.find(DayJournalEntry, { user: userId, day: { $in: days.map(({ day }) => day) } })).map((entry) => [entry.day, entry]));
      const now = this.clock.now();
      for (const { day, plan, review } of days) {
        const entry = held.get(day);
        if (!plan && !review) {
          if (entry) tx.remove(entry);
        } else if (entry) tx.assign(entry, { plan, review, updatedAt: now });
        else tx.create(DayJournalEntry, { user: tx.getReference(User, userId), day, plan, review, updatedAt: now });
      }
    });
  }

  /** Saves what is given; a day left with neither plan nor review has no entry. */
  async save(em: EntityManager, userId: number, day: string, patch: DayJournalPatch): Promise<DayJournal> {
    localDateOrRefuse(day, 'The date');
    const plan = patch.plan === undefined ? undefined : textOrRefuse(patch.plan ?? '', 'plan');
    const review = patch.review === undefined ? undefined : textOrRefuse(patch.review ?? '', 'review');
    const existing = await em.findOne(DayJournalEntry, { user: userId, day });
    const next = { plan: plan ?? existing?.plan ?? '', review: review ?? existing?.review ?? '' };
    if (!next.plan && !next.review) {
      if (existing) await em.nativeDelete(DayJournalEntry, { id: existing.id });
      return { day, plan: '', review: '', updatedAt: null };
    }
    const entry = existing ?? em.create(DayJournalEntry, { user: em.getReference(User, userId), day, ...next, updatedAt: this.clock.now() });
    em.assign(entry, { ...next, updatedAt: this.clock.now() });
    await em.flush();
    return journalOf(entry);
  }
}
