import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

/** Under /api: the one-click unsubscribe link's path. */
export const UNSUBSCRIBE_PATH = '/reports/unsubscribe';

/** The Settings switch each e-mail has. */
export type ReportSwitch = 'dailySummary' | 'weeklyReport';

export interface UnsubscribeClaim {
  userId: number;
  setting: ReportSwitch;
  /** When the link stops working (ms since the epoch). */
  expiresAt: number;
}

/** Why a token changes nothing: each is said to the person who followed the link. */
export type TokenProblem = 'malformed' | 'forged' | 'expired';

/**
 * The one-click unsubscribe link's token (docs/reports-and-alerts.md "Unsubscribe"): user, switch
 * and expiry, signed with an HMAC whose key is derived from the app's secret, so the link works
 * without signing in and cannot be made for another user or another switch.
 */
export class UnsubscribeTokens {
  private readonly key: Buffer;

  constructor(appKey: Buffer) {
    // Its own key, derived: the encryption key itself never signs anything.
    this.key = Buffer.from(hkdfSync('sha256', appKey, 'trading-journal', 'report-unsubscribe/v1', 32));
  }

  sign(claim: UnsubscribeClaim): string {
    const body = `${claim.userId}.${claim.setting}.${claim.expiresAt}`;
    return `${body}.${this.mac(body)}`;
  }

  verify(token: string, now: Date): { claim: UnsubscribeClaim } | { problem: TokenProblem } {
    const match = /^(\d{1,12})\.(dailySummary|weeklyReport)\.(\d{1,15})\.([A-Za-z0-9_-]{43})$/.exec(token);
    if (!match) return { problem: 'malformed' };
    const [, userId, setting, expiresAt, mac] = match as unknown as [string, string, ReportSwitch, string, string];
    const expected = Buffer.from(this.mac(`${userId}.${setting}.${expiresAt}`));
    if (!timingSafeEqual(expected, Buffer.from(mac))) return { problem: 'forged' };
    if (Number(expiresAt) <= now.getTime()) return { problem: 'expired' };
    return { claim: { userId: Number(userId), setting, expiresAt: Number(expiresAt) } };
  }

  private mac(body: string): string {
    return createHmac('sha256', this.key).update(body).digest('base64url');
  }
}
