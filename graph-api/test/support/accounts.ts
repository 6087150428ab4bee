import { randomUUID } from 'node:crypto';
import request, { type Response, type Test } from 'supertest';
import { seedTrades } from './analytics-seed';
import type { TestApp } from './test-app';

export const PASSWORD = 'correct horse battery';
export const SESSION_COOKIE = 'tj_session';

let counter = 0;
/** A fresh, unique account to register. */
export function newAccount(prefix = 'trader'): { username: string; email: string; password: string } {
  counter += 1;
  const username = `${prefix}_${counter}_${randomUUID().slice(0, 5)}`;
  return { username, email: `${username}@example.test`, password: PASSWORD };
}

export interface GraphQLAnswer {
  data?: Record<string, unknown> | null;
  errors?: Array<{ message: string; extensions?: { code?: string } }>;
}

/**
 * A browser: keeps the cookies the app sets and sends them back, and sends the app's own Origin on
 * POST as browsers do. `cookies` may be edited to replay an old session cookie.
 */
export class Browser {
  readonly cookies = new Map<string, string>();

  constructor(private readonly testApp: TestApp) {}

  get origin(): string {
    return this.testApp.config.publicUrl;
  }

  get sessionCookie(): string | null {
    return this.cookies.get(SESSION_COOKIE) ?? null;
  }

  get(path: string): Test {
    return this.withCookies(request(this.testApp.app).get(path));
  }

  post(path: string, body?: object): Test {
    const pending = this.withCookies(request(this.testApp.app).post(path).set('Origin', this.origin));
    return body === undefined ? pending : pending.send(body);
  }

  /** POST, PATCH, PUT or DELETE with the app's own Origin, as a browser's fetch sends them. */
  send(method: 'post' | 'patch' | 'put' | 'delete', path: string, body?: object): Test {
    const pending = this.withCookies(request(this.testApp.app)[method](path).set('Origin', this.origin));
    return body === undefined ? pending : pending.send(body);
  }

  /** POST /graphql; the answer's { data, errors }. */
  async graphql(query: string, variables?: Record<string, unknown>): Promise<GraphQLAnswer> {
    return (await this.post('/graphql', { query, variables })).body as GraphQLAnswer;
  }

  /**
   * POST /graphql as a GraphQL multipart request (the spec graphql-upload implements): each entry
   * of `files` is attached and mapped onto the variable path it names, e.g. `variables.input.file`.
   */
  async graphqlUpload(query: string, variables: Record<string, unknown>, files: Record<string, { name: string; bytes: Buffer }>): Promise<GraphQLAnswer> {
    const paths = Object.keys(files);
    const map = Object.fromEntries(paths.map((path, index) => [String(index), [path]]));
    let pending = this.post('/graphql').set('apollo-require-preflight', 'true').field('operations', JSON.stringify({ query, variables })).field('map', JSON.stringify(map));
    paths.forEach((path, index) => {
      const file = files[path]!;
      pending = pending.attach(String(index), file.bytes, file.name);
    });
    return (await pending).body as GraphQLAnswer;
  }

  async register(account = newAccount()): Promise<{ account: ReturnType<typeof newAccount>; response: Response }> {
    const response = await this.post('/api/auth/register', account);
    if (response.status !== 201) throw new Error(`register answered ${response.status}: ${response.text}`);
    return { account, response };
  }

  signIn(usernameOrEmail: string, password = PASSWORD, totpCode?: string): Test {
    return this.post('/api/auth/login', { usernameOrEmail, password, ...(totpCode === undefined ? {} : { totpCode }) });
  }

  /** Sends the jar's cookies, and keeps what the answer sets (before any .expect() runs). */
  private withCookies(pending: Test): Test {
    if (this.cookies.size > 0) pending.set('Cookie', [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '));
    pending.on('response', (response: Response) => this.keepCookies(response));
    return pending;
  }

  private keepCookies(response: Response): void {
    for (const line of setCookiesOf(response)) {
      const [pair = '', ...attributes] = line.split(';');
      const name = pair.slice(0, pair.indexOf('='));
      const value = pair.slice(pair.indexOf('=') + 1);
      const expired = attributes.some((attribute) => /^\s*expires=/i.test(attribute) && new Date(attribute.split('=')[1]!).getTime() <= Date.now());
      if (!value || expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
}

export function setCookiesOf(response: Response): string[] {
  const header = response.headers['set-cookie'] as unknown;
  return Array.isArray(header) ? (header as string[]) : typeof header === 'string' ? [header] : [];
}

/** Registers a fresh account in a new browser; the browser is signed in. */
export async function signedUpBrowser(testApp: TestApp, prefix?: string) {
  const browser = new Browser(testApp);
  const { account, response } = await browser.register(newAccount(prefix));
  return { browser, account, user: response.body.user as { id: number; username: string; email: string } };
}

/** Signs up one trader per name, each with `tradeCount` seeded trades (seeded by its id), and returns their ids. */
export async function signedUpTradersWithHistory(testApp: TestApp, names: readonly string[], tradeCount: number): Promise<number[]> {
  const traders: number[] = [];
  for (const name of names) {
    const { user } = await signedUpBrowser(testApp, name);
    await seedTrades(testApp.orm.em.fork(), user.id, tradeCount, user.id);
    traders.push(user.id);
  }
  return traders;
}
