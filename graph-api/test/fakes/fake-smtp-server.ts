import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  /** Envelope recipients, as the SMTP client gave them. */
  recipients: string[];
  parsed: ParsedMail;
}

/**
 * A real SMTP server on 127.0.0.1 (random port) that requires the given login, keeps every message
 * and parses it with mailparser. STARTTLS is off so that nodemailer talks plain SMTP to it.
 */
export class FakeSmtpServer {
  readonly received: ReceivedMail[] = [];
  private waiters: Array<() => void> = [];

  private constructor(
    private readonly server: SMTPServer,
    readonly url: string,
  ) {}

  static async start(login = { user: 'mailer', pass: 's3cret-smtp' }): Promise<FakeSmtpServer> {
    let fake: FakeSmtpServer | null = null;
    const server = new SMTPServer({
      disabledCommands: ['STARTTLS'],
      allowInsecureAuth: true,
      onAuth(auth, _session, callback) {
        if (auth.username === login.user && auth.password === login.pass) return callback(null, { user: auth.username });
        return callback(new Error('Invalid username or password'));
      },
      onData(stream, session, callback) {
        // cid: links kept as sent, so a test sees what a mail client sees (not data: URLs mailparser would make of them).
        simpleParser(stream, { keepCidLinks: true })
          .then((parsed) => {
            fake?.received.push({ recipients: session.envelope.rcptTo.map(({ address }) => address), parsed });
            fake?.notify();
            callback();
          })
          .catch(callback);
      },
      logger: false,
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => resolve());
    });
    const { port } = server.server.address() as AddressInfo;
    fake = new FakeSmtpServer(server, `smtp://${login.user}:${login.pass}@127.0.0.1:${port}`);
    return fake;
  }

  /** The first mail to `address` (received now or within the timeout). */
  /** The first mail to `address` (with that subject, when one is given), waited for up to `timeoutMs`. */
  async mailTo(address: string, subject?: string, timeoutMs = 5000): Promise<ReceivedMail> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const mail = this.received.find(({ recipients, parsed }) => recipients.includes(address) && (subject === undefined || parsed.subject === subject));
      if (mail) return mail;
      const remaining = deadline - Date.now();
      if (remaining <= 0) throw new Error(`No mail to ${address} within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, remaining);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  private notify(): void {
    const waiters = this.waiters;
    this.waiters = [];
    for (const wake of waiters) wake();
  }
}
