import type { EntityManager } from '@mikro-orm/core';

/** Told after a committed change to what the insights read of the journal: setup and mistake tags, planned stops. */
export type JournalChangeListener = (em: EntityManager, userId: number) => void;

/**
 * The journal's changes, told to whoever registered (services.ts: the insights), so this module
 * depends on none of them. A listener must return at once and do its work later: the edit answers
 * its request first.
 */
export class JournalChanges {
  private readonly listeners: JournalChangeListener[] = [];

  onChanged(listener: JournalChangeListener): void {
    this.listeners.push(listener);
  }

  changed(em: EntityManager, userId: number): void {
    for (const listener of this.listeners) listener(em, userId);
  }
}
