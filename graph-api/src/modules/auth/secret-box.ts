import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { mkdir, open, readFile } from 'node:fs/promises';
import path from 'node:path';

const KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;
const FORMAT = 'v1';

/**
 * AES-256-GCM for secrets kept at rest (TOTP seeds). `context` (for example `totp:42`) is bound in
 * as associated data, so a sealed value copied into another user's row does not open.
 */
export class SecretBox {
  constructor(private readonly key: Buffer) {
    if (key.length !== KEY_BYTES) throw new Error(`SecretBox needs a ${KEY_BYTES}-byte key`);
  }

  seal(plaintext: string, context: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv).setAAD(Buffer.from(context, 'utf8'));
    const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    return `${FORMAT}.${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')}`;
  }

  /** Throws when the value was not sealed with this key and context, or was altered. */
  open(sealed: string, context: string): string {
    const [format, encoded] = sealed.split('.');
    if (format !== FORMAT || !encoded) throw new Error('Unknown sealed-secret format');
    const raw = Buffer.from(encoded, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', this.key, raw.subarray(0, IV_BYTES)).setAAD(Buffer.from(context, 'utf8'));
    decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    return Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
  }
}

export const KEY_FILE_NAME = 'secret.key';

/**
 * The encryption key: derived from APP_SECRET when it is set (every API process must share it), else
 * read from `<dataDir>/secret.key`, which is created with random bytes and mode 0600 on first use so
 * that the embedded default needs no configuration.
 */
export async function loadEncryptionKey({ appSecret, dataDir }: { appSecret: string | null; dataDir: string }): Promise<Buffer> {
  if (appSecret) return Buffer.from(hkdfSync('sha256', appSecret, 'trading-journal', 'secret-box/v1', KEY_BYTES));
  const file = path.join(dataDir, KEY_FILE_NAME);
  await mkdir(dataDir, { recursive: true });
  try {
    // 'wx' fails when the file exists, so two processes starting together never overwrite each other's key.
    const handle = await open(file, 'wx', 0o600);
    try {
      const key = randomBytes(KEY_BYTES);
      await handle.writeFile(key.toString('base64'));
      return key;
    } finally {
      await handle.close();
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const key = Buffer.from((await readFile(file, 'utf8')).trim(), 'base64');
  if (key.length !== KEY_BYTES) throw new Error(`${file} does not hold a ${KEY_BYTES}-byte base64 key`);
  return key;
}
