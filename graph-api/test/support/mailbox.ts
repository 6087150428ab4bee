import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { type ParsedMail, simpleParser } from 'mailparser';
import type { TestApp } from './test-app';

export const RESET_LINK = /https?:\/\/\S+\/reset-password\?token=([\w-]+)/;

/** Every mail the app wrote to <DATA_DIR>/outbox (no SMTP_URL), oldest first. */
export async function outbox(testApp: TestApp): Promise<ParsedMail[]> {
  await testApp.services.mailer.idle();
  const folder = path.join(testApp.config.dataDir, 'outbox');
  const files = (await readdir(folder).catch(() => [])).filter((file) => file.endsWith('.eml')).sort();
  return Promise.all(files.map(async (file) => simpleParser(await readFile(path.join(folder, file)))));
}

export function recipientsOf(mail: ParsedMail): string {
  return (Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : []).map(({ text }) => text).join(', ');
}

/** The reset token of the newest reset mail to `address` in the outbox (sign-up mailed a verification link too). */
export async function latestResetToken(testApp: TestApp, address: string): Promise<string> {
  const mails = (await outbox(testApp)).filter((mail) => recipientsOf(mail).includes(address) && RESET_LINK.test(mail.text ?? ''));
  const token = RESET_LINK.exec(mails.at(-1)?.text ?? '')?.[1];
  if (!token) throw new Error(`No reset mail to ${address} in the outbox`);
  return token;
}
