import { createHash, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';

/** What Google's OpenID userinfo endpoint answers about the person who signs in. */
export interface GoogleAccount {
  sub: string;
  email: string;
  email_verified: boolean;
  name?: string;
  given_name?: string;
  family_name?: string;
  picture?: string;
}

interface IssuedCode {
  account: GoogleAccount;
  redirectUri: string;
  codeChallenge: string | undefined;
}

/**
 * A local OAuth 2.0 provider shaped like Google's: /authorize, /token and /userinfo on 127.0.0.1.
 * /authorize signs in whoever the test chose with `willSignIn` (no page, straight back to the app).
 */
export class FakeGoogle {
  readonly clientId = 'fake-client-id.apps.googleusercontent.com';
  readonly clientSecret = 'fake-client-secret';
  private account: GoogleAccount | null = null;
  private readonly codes = new Map<string, IssuedCode>();
  private readonly tokens = new Map<string, GoogleAccount>();
  /** Every token request, to check what the app sent (PKCE verifier, redirect URI). */
  readonly tokenRequests: Array<Record<string, string>> = [];

  private constructor(
    private readonly server: Server,
    readonly baseUrl: string,
  ) {}

  static async start(): Promise<FakeGoogle> {
    const app = express();
    const server = createServer(app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const fake = new FakeGoogle(server, `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
    fake.mount(app);
    return fake;
  }

  /** The environment that points the app at this provider. */
  get env(): Record<string, string> {
    return {
      GOOGLE_CLIENT_ID: this.clientId,
      GOOGLE_CLIENT_SECRET: this.clientSecret,
      GOOGLE_AUTH_URL: `${this.baseUrl}/authorize`,
      GOOGLE_TOKEN_URL: `${this.baseUrl}/token`,
      GOOGLE_USERINFO_URL: `${this.baseUrl}/userinfo`,
    };
  }

  /** The next /authorize signs in this account; null makes the person refuse consent. */
  willSignIn(account: GoogleAccount | null): void {
    this.account = account;
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  private mount(app: express.Express): void {
    app.get('/authorize', (req, res) => {
      const query = req.query as Record<string, string | undefined>;
      if (query.client_id !== this.clientId || query.response_type !== 'code' || !query.redirect_uri) {
        res.status(400).send('invalid authorization request');
        return;
      }
      const back = new URL(query.redirect_uri);
      if (query.state) back.searchParams.set('state', query.state);
      if (!this.account) {
        back.searchParams.set('error', 'access_denied');
      } else {
        const code = randomBytes(16).toString('hex');
        this.codes.set(code, {
          account: this.account,
          redirectUri: query.redirect_uri,
          codeChallenge: query.code_challenge_method === 'S256' ? query.code_challenge : undefined,
        });
        back.searchParams.set('code', code);
      }
      res.redirect(302, back.toString());
    });

    app.post('/token', express.urlencoded({ extended: false }), (req, res) => {
      const body = req.body as Record<string, string>;
      this.tokenRequests.push(body);
      const issued = this.codes.get(body.code ?? '');
      this.codes.delete(body.code ?? '');
      const verifierMatches =
        !issued?.codeChallenge || createHash('sha256').update(body.code_verifier ?? '').digest('base64url') === issued.codeChallenge;
      if (
        !issued ||
        body.grant_type !== 'authorization_code' ||
        body.client_id !== this.clientId ||
        body.client_secret !== this.clientSecret ||
        body.redirect_uri !== issued.redirectUri ||
        !verifierMatches
      ) {
        res.status(400).json({ error: 'invalid_grant' });
        return;
      }
      const accessToken = randomBytes(16).toString('hex');
      this.tokens.set(accessToken, issued.account);
      res.json({ access_token: accessToken, token_type: 'Bearer', expires_in: 3599, scope: 'openid email profile' });
    });

    app.get('/userinfo', (req, res) => {
      const header = req.get('authorization')?.replace(/^Bearer /, '');
      const account = this.tokens.get(header ?? String(req.query.access_token ?? ''));
      if (!account) {
        res.status(401).json({ error: 'invalid_token' });
        return;
      }
      res.json(account);
    });
  }
}
