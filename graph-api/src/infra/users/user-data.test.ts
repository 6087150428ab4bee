import type { EntityManager } from '@mikro-orm/core';
import { describe, expect, it } from 'vitest';
import { UserDataRegistry, type UserDataSection } from './user-data';

function recordingSection(name: string, calls: string[]): UserDataSection {
  return {
    name,
    export: async (_em, userId) => ({ from: name, userId }),
    deleteAll: async () => {
      calls.push(name);
    },
  };
}

/** An EntityManager whose transactional() just runs the callback, as the real one does on success. */
const em = { transactional: (work: (tx: unknown) => Promise<void>) => work({}) } as unknown as EntityManager;

describe('UserDataRegistry', () => {
  it('exports in registration order and deletes in reverse (the account row last)', async () => {
    const calls: string[] = [];
    const registry = new UserDataRegistry().register(recordingSection('account', calls), recordingSection('settings', calls), recordingSection('trades', calls));
    const archive = await registry.exportFor(em, 7, new Date('2026-01-02T03:04:05.000Z'));
    expect(archive).toEqual({
      format: 'trading-journal-export',
      version: 1,
      exportedAt: '2026-01-02T03:04:05.000Z',
      sections: { account: { from: 'account', userId: 7 }, settings: { from: 'settings', userId: 7 }, trades: { from: 'trades', userId: 7 } },
    });
    await registry.deleteAllFor(em, 7);
    expect(calls).toEqual(['trades', 'settings', 'account']);
  });

  it('refuses a section name registered twice', () => {
    const registry = new UserDataRegistry().register(recordingSection('trades', []));
    expect(() => registry.register(recordingSection('trades', []))).toThrow(/registered twice/);
  });
});
