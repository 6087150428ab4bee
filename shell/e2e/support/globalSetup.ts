import { rmSync } from 'node:fs';
import { MAIL_DIR, SMTP_PORT } from './environment';
import { startSmtpSink } from './smtpSink';

/** Starts the SMTP sink the server under test sends its mail to; stops it after the run. */
export default async function globalSetup() {
  rmSync(MAIL_DIR, { recursive: true, force: true });
  return startSmtpSink(SMTP_PORT, MAIL_DIR);
}
