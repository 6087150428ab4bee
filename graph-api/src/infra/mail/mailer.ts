import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Logger } from '../../logger';
import type { MailConfig } from './mail.config';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  /** The same message as HTML (sent as multipart/alternative with the text). */
  html?: string;
  /** Extra headers, e.g. List-Unsubscribe (RFC 8058). */
  headers?: Record<string, string>;
  /**
   * The Message-ID (`<id@host>`), for a mail a job sends: a run taken up again after its process
   * died sends the same id, and a receiver drops the second copy (docs/jobs.md "Exactly once").
   * Left out, nodemailer makes a fresh one.
   */
  messageId?: string;
  /** Images the HTML part shows inline, each referenced there as `cid:<cid>`. */
  inlineImages?: InlineImage[];
}

export interface InlineImage {
  cid: string;
  filename: string;
  contentType: 'image/png';
  content: Buffer;
}

/**
 * Sends mail over SMTP when SMTP_URL is set. Otherwise each message is written, whole, to
 * `<DATA_DIR>/outbox/*.eml`, so the embedded default works offline: the reset link is in that file,
 * and the log says only that a mail was written and where (never its content: it holds a token).
 */
export class Mailer {
  private readonly transport: Transporter;
  private readonly outbox: string | null;
  private readonly inFlight = new Set<Promise<void>>();
  private written = 0;

  constructor(
    private readonly config: MailConfig,
    dataDir: string,
    private readonly logger: Logger,
  ) {
    this.outbox = config.smtpUrl ? null : path.join(dataDir, 'outbox');
    this.transport = config.smtpUrl
      ? nodemailer.createTransport(config.smtpUrl)
      : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  }

  async send(mail: OutgoingMail): Promise<void> {
    const { inlineImages, ...message } = mail;
    // nodemailer puts attachments with a cid into a multipart/related part beside the HTML.
    const attachments = inlineImages?.map(({ cid, filename, contentType, content }) => ({ cid, filename, contentType, content, contentDisposition: 'inline' as const }));
    const info = await this.transport.sendMail({ from: this.config.from, ...message, ...(attachments ? { attachments } : {}) });
    if (!this.outbox) {
      this.logger.info({ messageId: info.messageId }, 'Mail sent over SMTP');
      return;
    }
    await mkdir(this.outbox, { recursive: true, mode: 0o700 });
    // Time, then a counter (two mails in one millisecond still sort in order), then randomness (two processes).
    this.written += 1;
    const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${String(this.written).padStart(6, '0')}-${randomBytes(4).toString('hex')}.eml`;
    const file = path.join(this.outbox, name);
    await writeFile(file, info.message as Buffer, { mode: 0o600 });
    this.logger.info({ file }, 'No SMTP_URL set: mail written to the outbox folder');
  }

  /**
   * Sends without making the caller wait: the answer to forgot-password must not take longer when
   * the address exists. A failure is logged (without the mail's content), never thrown.
   */
  sendInBackground(mail: OutgoingMail): void {
    const sending = this.send(mail)
      .catch((error: unknown) => this.logger.error({ err: error }, 'Sending a mail failed'))
      .finally(() => this.inFlight.delete(sending));
    this.inFlight.add(sending);
  }

  /** Resolves once every mail handed over so far has been sent or has failed (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.all([...this.inFlight]);
  }

  close(): void {
    this.transport.close();
  }
}
