import { hash } from 'node:crypto';
import type { ImportedExecution } from '../../trades';
import { HEX_CODES, RunningDigest } from './fingerprint-digest';

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
  const fingerprints = new FingerprintTable(executions.length);
  // The digest of account and symbol, mixed anew only when they change (consecutive fills mostly share them).
  const groupDigest = new RunningDigest();
  const fillDigest = new RunningDigest();
  let accountId: string | null = null;
  let symbol: string | null = null;
  return executions.map((execution) => {
    if (execution.externalId) return bounded(`x:${execution.accountId}:${execution.externalId}`);
    if (execution.accountId !== accountId || execution.instrument.symbol !== symbol) {
      ({ accountId, instrument: { symbol } } = execution);
      groupDigest.reset().add(accountId).add(symbol);
    }
    const { side, quantity, price, executedAtMs: time } = execution;
    fillDigest.copyFrom(groupDigest).add(side).add(quantity).add(price).finish(lanes);
    return fingerprintKey(time, lanes[0]!, lanes[1]!, fingerprints.occurrence(time, lanes[0]!, lanes[1]!));
  });
}

const lanes = new Int32Array(2);

/**
 * The fingerprints (time, digest lanes) of a source so far, to number identical fills: the nth
 * takes #n. A hash table in typed arrays, sized for the source, with exact comparison: a set of
 * 175 000 key strings cost as much as making the keys, and a Map of numbers half as much.
 */
class FingerprintTable {
  private readonly times: Float64Array;
  private readonly highs: Int32Array;
  private readonly lows: Int32Array;
  private readonly occurrences: Int32Array;
  /** Per entry, the previous entry in the same slot (-1 for none). */
  private readonly previous: Int32Array;
  /** Per slot (a power of two, at least twice the entries), the latest entry in it, or -1. */
  private readonly latest: Int32Array;
  private size = 0;

  constructor(capacity: number) {
    this.times = new Float64Array(capacity);
    this.highs = new Int32Array(capacity);
    this.lows = new Int32Array(capacity);
    this.occurrences = new Int32Array(capacity);
    this.previous = new Int32Array(capacity);
    this.latest = new Int32Array(2 ** Math.ceil(Math.log2(2 * capacity + 1))).fill(-1);
  }

  /** Records the fingerprint and answers how many times it has occurred, this one included. */
  occurrence(time: number, high: number, low: number): number {
    const slot = (low ^ time) & (this.latest.length - 1);
    const head = this.latest[slot]!;
    let occurrence = 1;
    for (let entry = head; entry !== -1; entry = this.previous[entry]!) {
      if (this.times[entry] === time && this.highs[entry] === high && this.lows[entry] === low) {
        occurrence = this.occurrences[entry]! + 1;
        break;
      }
    }
    const entry = this.size++;
    this.times[entry] = time;
    this.highs[entry] = high;
    this.lows[entry] = low;
    this.occurrences[entry] = occurrence;
    this.previous[entry] = head;
    this.latest[slot] = entry;
    return occurrence;
  }
}

/**
 * `f:<time>:<digest>#<occurrence>`: epoch milliseconds as twelve hex digits (so keys sort by time
 * until the year 10889), then the 64-bit digest of the rest (see digest64). Two different fills
 * would need the same millisecond and the same 64 bits to be taken for one another. Hex, not
 * base64, so a key means the same under any collation (the MySQL column compares exactly, but a
 * copy of it elsewhere may not). Written as character codes into one flat string.
 */
function fingerprintKey(time: number, high: number, low: number, occurrence: number): string {
  const timeHigh = Math.floor(time / 2 ** 32);
  writeHex(timeHigh, 12, 2);
  writeHex(time % 2 ** 32, 28, 6);
  writeHex(high, 28, 15);
  writeHex(low, 28, 23);
  if (occurrence <= 9) {
    keyCodes[32] = ZERO_CODE + occurrence;
    return String.fromCharCode.apply(null, keyCodes);
  }
  return String.fromCharCode.apply(null, keyCodes.slice(0, 32)) + String(occurrence);
}

const ZERO_CODE = 48;

// The key's character codes, rewritten for each fill: the time at 2–13, the digest at 15–30, a
// one-digit occurrence at 32. A plain array: String.fromCharCode takes it twice as fast as a
// TextDecoder takes bytes.
const keyCodes = Array.from('f:000000000000:0000000000000000#1', (character) => character.charCodeAt(0));

/** The hex digits of `value` from bit `fromShift` down, written at `offset` of keyCodes. */
function writeHex(value: number, fromShift: number, offset: number): void {
  let at = offset;
  for (let shift = fromShift; shift >= 0; shift -= 4) keyCodes[at++] = HEX_CODES[(value >>> shift) & 15]!;
}

function bounded(key: string): string {
  return key.length <= MAX_READABLE_KEY ? key : `h:${hash('sha256', key, 'hex')}`;
}
