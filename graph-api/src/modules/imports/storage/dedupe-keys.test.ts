import { describe, expect, it } from 'vitest';
import type { ImportedExecution } from '../../trades/domain/execution';
import { stockInstrument } from '../../trades/domain/instruments';
import { dedupeKeysOf } from './dedupe-keys';
import { digest64 } from './fingerprint-digest';

const fill = (price: string, externalId: string | null = null, accountId = 'TRIB1001'): ImportedExecution => ({
  line: 2,
  accountId,
  instrument: stockInstrument('SQ'),
  side: 'BUY',
  quantity: '200',
  price,
  commission: '0',
  fees: '0',
  executedAtMs: Date.parse('2026-07-15T14:04:28Z'),
  externalId,
});

describe('dedupeKeysOf', () => {
  it('keys a fill without a broker id by its time and a digest of its account, symbol, side, quantity and price', () => {
    // Stored keys must never change, or files imported before would import again. Hex digests:
    // MySQL compares the column case-insensitively, which base64 digests could not survive.
    const time = Date.parse('2026-07-15T14:04:28Z').toString(16).padStart(12, '0');
    const digest = digest64(['TRIB1001', 'SQ', 'BUY', '200', '74.04']);
    expect(dedupeKeysOf([fill('74.04')])).toEqual([`f:${time}:${digest}#1`]);
  });

  it('orders the fingerprint keys of fills by their time, so the index takes them in order', () => {
    const at = (iso: string): ImportedExecution => ({ ...fill('74.04'), executedAtMs: Date.parse(iso) });
    const keys = dedupeKeysOf([at('2026-07-15T14:04:28.999Z'), at('2026-07-15T14:04:29Z'), at('2026-07-15T19:59:59Z'), at('2027-01-04T09:30:00Z')]);
    expect([...keys].sort()).toEqual(keys);
  });

  it('numbers identical fills of one file in order (both are real), whatever comes between them', () => {
    const [first, second, other, third] = dedupeKeysOf([fill('74.04'), fill('74.04'), fill('74.05'), fill('74.04')]);
    expect([first, second, third].map((key) => key!.slice(-2))).toEqual(['#1', '#2', '#3']);
    expect(new Set([first!.slice(0, -2), second!.slice(0, -2), third!.slice(0, -2)]).size).toBe(1);
    expect(other!.endsWith('#1')).toBe(true);
  });

  it('numbers a tenth identical fill and beyond in full', () => {
    const keys = dedupeKeysOf(Array.from({ length: 12 }, () => fill('74.04')));
    expect(keys.map((key) => key.slice(key.indexOf('#')))).toEqual(['#1', '#2', '#3', '#4', '#5', '#6', '#7', '#8', '#9', '#10', '#11', '#12']);
    expect(new Set(keys.map((key) => key.slice(0, key.indexOf('#')))).size).toBe(1);
  });

  it('counts only exactly identical fills, also among fills whose digests share their low bits', () => {
    // Different fills whose 30 low digest bits agree: they share a slot of the occurrence table.
    const seen = new Map<string, string>();
    let pair: [string, string] | undefined;
    for (let cents = 0; !pair; cents += 1) {
      const price = (cents / 100).toFixed(2);
      const low = parseInt(digest64(['TRIB1001', 'SQ', 'BUY', '200', price]).slice(8), 16) & 0x3fffffff;
      const other = seen.get(String(low));
      if (other) pair = [other, price];
      seen.set(String(low), price);
    }
    const keys = dedupeKeysOf([fill(pair[0]), fill(pair[1]), fill(pair[0]), fill(pair[1])]);
    expect(keys.map((key) => key.slice(-2))).toEqual(['#1', '#1', '#2', '#2']);
    // The same fill at another time is another fill.
    const later = { ...fill(pair[0]), executedAtMs: Date.parse('2026-07-15T14:04:29Z') };
    expect(dedupeKeysOf([fill(pair[0]), later]).map((key) => key.slice(-2))).toEqual(['#1', '#1']);
  });

  it('keys each fill by its own account and symbol, however the fills of different groups interleave', () => {
    const mixed = [fill('1'), { ...fill('1'), instrument: stockInstrument('MU') }, fill('2', null, 'OTHER'), fill('2', null, 'OTHER'), fill('3'), { ...fill('3'), instrument: stockInstrument('MU') }];
    expect(dedupeKeysOf(mixed).map((key) => key.slice(0, -2))).toEqual(mixed.map((one) => dedupeKeysOf([one])[0]!.slice(0, -2)));
  });

  it('gives the same file the same keys every time', () => {
    const file = [fill('1'), fill('1'), fill('2', 'E7')];
    expect(dedupeKeysOf(file)).toEqual(dedupeKeysOf(file));
  });

  it("keys a fill by the broker's id and account when it has one, hashing ids too long to store", () => {
    expect(dedupeKeysOf([fill('1', 'E7'), fill('1', 'E7', 'OTHER')])).toEqual(['x:TRIB1001:E7', 'x:OTHER:E7']);
    const [long] = dedupeKeysOf([fill('1', 'E'.repeat(200))]);
    expect(long).toMatch(/^h:[0-9a-f]{64}$/);
  });
});
