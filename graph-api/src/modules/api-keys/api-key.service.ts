import type { EntityManager } from '@mikro-orm/core';
import type { Clock } from '../../clock';
import { epochMsOf } from '../../db/raw-values';
import { selectRows } from '../../db/raw-sql';
import { randomToken, sha256Hex } from '../auth';
import { User } from '../../infra/users';
import { ApiKey } from './api-key.entity';
import { ApiKeyError } from './api-key.errors';

export const API_KEY_PREFIX = 'tj_';
export const MAX_ACTIVE_API_KEYS = 25;
const DISPLAY_PREFIX_LENGTH = API_KEY_PREFIX.length + 6;
/** lastUsedAt is written at most this often, so a busy script does not mean a write per request. */
const TOUCH_INTERVAL_MS = 60_000;

/** Read raw: every request with a key asks it, and an entity query cost several times the read itself. */
// The key's user's demo flag comes along: the demo journal's account only ever reads.
const LIVE_KEY = 'select k.id, k.user_id, k.last_used_at, u.demo from api_key k join `user` u on u.id = k.user_id where k.token_hash = ? and k.revoked_at is null';

export interface CreatedApiKey {
  apiKey: ApiKey;
  /** Shown once; never stored. */
  token: string;
}

export class ApiKeyService {
  constructor(private readonly clock: Clock) {}

  async create(em: EntityManager, userId: number, rawName: string): Promise<CreatedApiKey> {
    const name = rawName.trim();
    if (name.length < 1 || name.length > 100) throw new ApiKeyError('validation_error', 'Give the key a name of 1 to 100 characters.');
    if ((await em.count(ApiKey, { user: userId, revokedAt: null })) >= MAX_ACTIVE_API_KEYS) {
      throw new ApiKeyError('too_many_api_keys', `You can have at most ${MAX_ACTIVE_API_KEYS} API keys. Revoke one you no longer use first.`);
    }
    const token = `${API_KEY_PREFIX}${randomToken(32)}`;
    const apiKey = em.create(ApiKey, {
      user: em.getReference(User, userId),
      name,
      prefix: token.slice(0, DISPLAY_PREFIX_LENGTH),
      tokenHash: sha256Hex(token),
      createdAt: this.clock.now(),
    });
    await em.flush();
    return { apiKey, token };
  }

  /** The user's keys that still work, newest first. */
  list(em: EntityManager, userId: number): Promise<ApiKey[]> {
    return em.find(ApiKey, { user: userId, revokedAt: null }, { orderBy: { createdAt: 'desc', id: 'desc' } });
  }

  /** Revokes one of the caller's own keys; another user's key is "not found", never touched. */
  async revoke(em: EntityManager, userId: number, apiKeyId: number): Promise<void> {
    const revoked = await em.nativeUpdate(ApiKey, { id: apiKeyId, user: userId, revokedAt: null }, { revokedAt: this.clock.now() });
    if (revoked === 0) throw new ApiKeyError('api_key_not_found', 'That API key does not exist or was already revoked.');
  }

  /** The key behind a bearer token, or null when it is unknown or revoked. */
  async authenticate(em: EntityManager, token: string): Promise<{ apiKeyId: number; userId: number; readOnly: boolean } | null> {
    if (!token.startsWith(API_KEY_PREFIX)) return null;
    const [apiKey] = await selectRows<{ id: number | string; user_id: number | string; last_used_at: unknown; demo: number | boolean }>(em, LIVE_KEY, [sha256Hex(token)]);
    if (!apiKey) return null;
    const now = this.clock.now();
    if (apiKey.last_used_at === null || now.getTime() - epochMsOf(apiKey.last_used_at) >= TOUCH_INTERVAL_MS) {
      await em.nativeUpdate(ApiKey, { id: Number(apiKey.id), user: Number(apiKey.user_id) }, { lastUsedAt: now });
    }
    // The demo account cannot create keys; were one ever stored for it, it would still only read.
    return { apiKeyId: Number(apiKey.id), userId: Number(apiKey.user_id), readOnly: Boolean(apiKey.demo) };
  }
}
