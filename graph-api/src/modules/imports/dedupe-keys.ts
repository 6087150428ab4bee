import { hash } from 'node:crypto';
import type { ImportedExecution } from '../trades/domain/execution';
import { digest64, hex32 } from './fingerprint-digest';

const MAX_READABLE_KEY = 120;

/**
 * The key that recognises a fill imported before (unique within its account instrument):
 * - the broker's execution id (with the account) when the source has one;
 * - else the fill's time and a fingerprint of its account, instrument, side, quantity and price,
 *   plus its occurrence among identical fills of the same source. Two identical fills in one file
 *   are both real (DAS writes them), and the same file imported again yields the same keys.
 * Fingerprint keys start with the time, so a file's keys reach the unique index in order within
 * each group: appended to the group's end rather than scattered through it, which made a
 * 175 000-fill import store its executions in three quarters of the time.
 */
export function dedupeKeysOf(executions: readonly ImportedExecution[]): string[] {
  // The fingerprint keys given so far: the nth identical fill takes the first free #n. (A set of
  // the keys themselves, which are kept anyway, rather than a count per fingerprint string.)
  const given = new Set<string>();
  return executions.map((execution) => {
    if (execution.externalId) return bounded(`x:${execution.accountId}:${execution.externalId}`);
    const fingerprint = fingerprintOf(execution);
    let occurrence = 1;
    let key = fingerprintKey(fingerprint, occurrence);
    while (given.has(key)) key = fingerprintKey(fingerprint, (occurrence += 1));
    given.add(key);
    return key;
  });
}

// Joined rather than concatenated: a flat string, not a rope plus the flat copy V8 makes of it.
const fingerprintKey = (fingerprint: string, occurrence: number) => ['f:', fingerprint, '#', occurrence].join('');

/**
 * `<time>:<digest>`: epoch milliseconds as twelve hex digits (so keys sort by time until the year
 * 10889), then a 64-bit digest of the rest (see digest64). Two different fills would need the same
 * millisecond and the same 64 bits to be taken for one another. Hex, not base64, so a key means the
 * same under any collation (the MySQL column compares exactly, but a copy of it elsewhere may not).
 */
function fingerprintOf({ accountId, instrument, side, quantity, price, executedAt }: ImportedExecution): string {
  const time = executedAt.getTime();
  const timeHex = hex32(Math.floor(time / 2 ** 32)).slice(-4) + hex32(time % 2 ** 32);
  return [timeHex, ':', digest64([accountId, instrument.symbol, side, quantity, price])].join('');
}

function bounded(key: string): string {
  return key.length <= MAX_READABLE_KEY ? key : `h:${hash('sha256', key, 'hex')}`;
}
