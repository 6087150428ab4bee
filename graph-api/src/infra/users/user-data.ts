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
}
