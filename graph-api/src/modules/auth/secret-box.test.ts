import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { KEY_FILE_NAME, loadEncryptionKey, SecretBox } from './secret-box';

describe('SecretBox', () => {
  const box = new SecretBox(Buffer.alloc(32, 7));

  it('opens what it sealed, and the sealed text does not contain the secret', () => {
    const sealed = box.seal('JBSWY3DPEHPK3PXPJBSWY3DP', 'totp:1');
    expect(sealed).not.toContain('JBSWY3DP');
    expect(box.open(sealed, 'totp:1')).toBe('JBSWY3DPEHPK3PXPJBSWY3DP');
  });

  it('seals the same secret differently each time', () => {
    expect(box.seal('s', 'c')).not.toBe(box.seal('s', 'c'));
  });

  it('refuses another context, another key and altered text', () => {
    const sealed = box.seal('secret', 'totp:1');
    expect(() => box.open(sealed, 'totp:2')).toThrow();
    expect(() => new SecretBox(Buffer.alloc(32, 8)).open(sealed, 'totp:1')).toThrow();
    // A character in the middle: each of its six bits is data (the last one's may be padding only).
    const middle = Math.floor(sealed.length / 2);
    const altered = `${sealed.slice(0, middle)}${sealed[middle] === 'A' ? 'B' : 'A'}${sealed.slice(middle + 1)}`;
    expect(() => box.open(altered, 'totp:1')).toThrow();
  });
});

describe('loadEncryptionKey', () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'tj-key-'));
  });
  afterEach(() => rm(dataDir, { recursive: true, force: true }));

  it('creates a random key file readable by its owner only, and reads it back afterwards', async () => {
    const first = await loadEncryptionKey({ appSecret: null, dataDir });
    const file = path.join(dataDir, KEY_FILE_NAME);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(Buffer.from(await readFile(file, 'utf8'), 'base64')).toEqual(first);
    expect(await loadEncryptionKey({ appSecret: null, dataDir })).toEqual(first);
  });

  it('derives the key from APP_SECRET without writing a file', async () => {
    const secret = 'a'.repeat(40);
    const key = await loadEncryptionKey({ appSecret: secret, dataDir });
    expect(key).toHaveLength(32);
    expect(await loadEncryptionKey({ appSecret: secret, dataDir })).toEqual(key);
    await expect(stat(path.join(dataDir, KEY_FILE_NAME))).rejects.toThrow();
  });
});
