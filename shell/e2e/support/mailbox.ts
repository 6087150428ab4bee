import { readFileSync, readdirSync } from 'node:fs';
import { expect } from '@playwright/test';
import { type ParsedMail, simpleParser } from 'mailparser';
import { MAIL_DIR } from './environment';

/** Waits for the newest mail to `address` and returns the first link in it that matches `pattern`. */
export async function linkFromMailTo(address: string, pattern: RegExp): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        for (const file of readdirSync(MAIL_DIR).sort().reverse()) {
          const mail = await simpleParser(readFileSync(`${MAIL_DIR}/${file}`));
          const to = Array.isArray(mail.to) ? mail.to.map((entry) => entry.text).join(',') : (mail.to?.text ?? '');
          if (!to.includes(address)) continue;
          link = (mail.text ?? '').match(pattern)?.[0];
          if (link) return true;
        }
        return false;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return link!;
}

/** Waits for a mail to `address` whose subject matches `subject`, parsed with its cid: links as sent. */
export async function mailTo(address: string, subject: RegExp): Promise<ParsedMail> {
  let found: ParsedMail | undefined;
  await expect
    .poll(
      async () => {
        for (const file of readdirSync(MAIL_DIR).sort().reverse()) {
          const mail = await simpleParser(readFileSync(`${MAIL_DIR}/${file}`), { keepCidLinks: true });
          const to = Array.isArray(mail.to) ? mail.to.map((entry) => entry.text).join(',') : (mail.to?.text ?? '');
          if (to.includes(address) && subject.test(mail.subject ?? '')) found = mail;
          if (found) return true;
        }
        return false;
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  return found!;
}
