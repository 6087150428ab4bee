import type { EntityManager } from '@mikro-orm/core';

/**
 * One kind of data held about a user, in the modules that own it (sessions, settings, API keys;
 * later trades, imports…). "Export All Data" and "Delete Account" both walk every registered
 * section, so a module that stores something per user registers a section and both just work.
 */
export interface UserDataSection {
  /** Its key in the export archive. */
  readonly name: string;
  /** What is held, for the archive: never a password hash, token hash or secret. */
  export(em: EntityManager, userId: number): Promise<unknown>;
  /** Deletes every row of the user; runs inside the deletion's transaction. */
  deleteAll(em: EntityManager, userId: number): Promise<void>;
  /**
   * Data retention (docs/reports-and-alerts.md "Data retention"): removes the user's activity
   * records made before the cutoff and answers how many. Absent from the sections of the journal
   * itself (trades, fills, journal entries, the Play Book), which stay until the trader deletes them.
   */
  deleteActivityBefore?(em: EntityManager, userId: number, cutoff: Date): Promise<number>;
}

export interface UserDataArchive {
  format: 'trading-journal-export';
  version: 1;
  exportedAt: string;
  sections: Record<string, unknown>;
}

export class UserDataRegistry {
  private readonly sections: UserDataSection[] = [];

  /**
   * Sections are exported in registration order and deleted in reverse order: register the account
   * (the row the others point at) first, and a section before the sections that point at its rows.
   */
  register(...sections: UserDataSection[]): this {
    for (const section of sections) {
      if (this.sections.some(({ name }) => name === section.name)) throw new Error(`User data section "${section.name}" is registered twice`);
      this.sections.push(section);
    }
    return this;
  }

  get names(): string[] {
    return this.sections.map(({ name }) => name);
  }

  async exportFor(em: EntityManager, userId: number, now: Date): Promise<UserDataArchive> {
    const sections: Record<string, unknown> = {};
    for (const section of this.sections) sections[section.name] = await section.export(em, userId);
    return { format: 'trading-journal-export', version: 1, exportedAt: now.toISOString(), sections };
  }

  /** Every row of the user, in one transaction: all of it goes, or nothing does. */
  async deleteAllFor(em: EntityManager, userId: number): Promise<void> {
    await em.transactional(async (tx) => {
      for (const section of [...this.sections].reverse()) await section.deleteAll(tx, userId);
    });
  }

  /** The user's activity records older than the cutoff, section by section, in one transaction: answers how many went from each. */
  async deleteActivityBefore(em: EntityManager, userId: number, cutoff: Date): Promise<Record<string, number>> {
    return em.transactional(async (tx) => {
      const removed: Record<string, number> = {};
      for (const section of [...this.sections].reverse()) {
        if (section.deleteActivityBefore) removed[section.name] = await section.deleteActivityBefore(tx, userId, cutoff);
      }
      return removed;
    });
  }
}
