import type { EntityManager } from '@mikro-orm/core';
import type { Clock } from '../../clock';
import { AccountError } from './account.errors';
import { User, type UserDataArchive, type UserDataRegistry } from '../../infra/users';

/** Export All Data and Delete Account: both walk every registered user-data section. */
export class AccountService {
  constructor(
    private readonly userData: UserDataRegistry,
    private readonly clock: Clock,
  ) {}

  async exportArchive(em: EntityManager, userId: number): Promise<{ fileName: string; archive: UserDataArchive }> {
    const now = this.clock.now();
    return { fileName: `trading-journal-export-${now.toISOString().slice(0, 10)}.json`, archive: await this.userData.exportFor(em, userId, now) };
  }

  /** Deletes the user and every row about them, once they typed their username to confirm. */
  async deleteAccount(em: EntityManager, userId: number, confirmUsername: string): Promise<void> {
    const user = await em.findOneOrFail(User, userId);
    if (confirmUsername.trim().toLowerCase() !== user.username) {
      throw new AccountError('confirmation_mismatch', 'Type your username exactly as shown to confirm the deletion.');
    }
    await this.userData.deleteAllFor(em, userId);
  }
}
