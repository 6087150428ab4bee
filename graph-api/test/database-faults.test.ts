import { createConnection } from 'mysql2/promise';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { mySqlServerFromUrl } from '../src/db/database-config';
import { Browser, signedUpBrowser } from './support/accounts';
import { describeEachDatabase } from './support/databases';
import { startTestApp, type TestApp } from './support/test-app';

/**
 * What a client is answered while the database refuses for a moment what a Galera node refuses
 * (docs/galera.md). The faults are raised by MariaDB itself: a trigger answers error 1213 on a
 * table's writes while a budget lasts. The budget is in a MyISAM table, which keeps its changes
 * when the failing statement rolls back. SQLite has no such errors to raise: its busy database is
 * retried in src/db/retrying-entity-manager.test.ts.
 */
describeEachDatabase('answers while the database refuses writes for a moment', (database) => {
  let testApp: TestApp;
  const { url } = inject('mysql');

  beforeAll(async () => {
    testApp = await startTestApp(database.env);
  });
  afterAll(() => testApp?.close());

  const onMySql = () => database.kind === 'mysql';
  const admin = async <T>(work: (run: (sql: string) => Promise<unknown>) => Promise<T>): Promise<T> => {
    const connection = await createConnection({ ...mySqlServerFromUrl(url), database: new URL(database.env.DATABASE_URL!).pathname.slice(1), multipleStatements: false });
    try {
      return await work((sql) => connection.query(sql));
    } finally {
      await connection.end();
    }
  };

  /** `table`'s inserts, updates and deletes fail with 1213 `failures` times from now on. */
  const conflictsOn = (table: string, failures: number) =>
    admin(async (run) => {
      await run('create table if not exists fault_budget (target varchar(64) primary key, remaining int not null) engine = MyISAM');
      await run(`replace into fault_budget values ('${table}', ${failures})`);
      for (const event of ['insert', 'update', 'delete']) {
        await run(`drop trigger if exists ${table}_${event}_fault`);
        await run(
          `create trigger ${table}_${event}_fault before ${event} on \`${table}\` for each row begin
             if (select remaining from fault_budget where target = '${table}') > 0 then
               update fault_budget set remaining = remaining - 1 where target = '${table}';
               signal sqlstate '40001' set mysql_errno = 1213, message_text = 'Deadlock found when trying to get lock; try restarting transaction';
             end if;
           end`,
        );
      }
    });
  const remainingOn = (table: string) => admin(async (run) => Number(((await run(`select remaining from fault_budget where target = '${table}'`)) as [[{ remaining: number }]])[0][0].remaining));

  it('checks a wrong password (401) when its rate-limit counter met conflicts, retried', async ({ skip }) => {
    if (!onMySql()) return skip();
    const { account } = await signedUpBrowser(testApp, 'faulty');
    await conflictsOn('rate_limit_counter', 3);
    const response = await new Browser(testApp).signIn(account.username, 'not the password');
    expect(response.status).toBe(401);
    expect(await remainingOn('rate_limit_counter')).toBe(0);
  });

  it('answers a wrong-password sign-in 503 with Retry-After, never 500, when the conflicts outlast the retries', async ({ skip }) => {
    if (!onMySql()) return skip();
    const { account } = await signedUpBrowser(testApp, 'faulty');
    await conflictsOn('rate_limit_counter', 1000);
    try {
      const response = await new Browser(testApp).signIn(account.username, 'not the password');
      expect(response.status).toBe(503);
      expect(response.headers['retry-after']).toBe('1');
      expect(response.body).toMatchObject({ error: 'database_busy', requestId: expect.any(String) });
    } finally {
      await conflictsOn('rate_limit_counter', 0);
    }
  });

  const tagsOf = async (browser: Browser) => ((await browser.graphql('{ journalTags { name } }')).data as { journalTags: { name: string }[] }).journalTags.map(({ name }) => name);

  it('answers a REST write 503 with Retry-After when its transaction keeps meeting conflicts, and changes nothing', async ({ skip }) => {
    if (!onMySql()) return skip();
    const { browser } = await signedUpBrowser(testApp, 'faulty');
    const tag = (await browser.post('/api/journal/tags', { kind: 'setup', name: 'Breakout' }).expect(200)).body as { id: string };
    await conflictsOn('journal_tag', 1000);
    try {
      const response = await browser.send('delete', `/api/journal/tags/${tag.id}`);
      expect(response.status).toBe(503);
      expect(response.headers['retry-after']).toBe('1');
      expect(response.body).toMatchObject({ error: 'database_busy', requestId: expect.any(String) });
    } finally {
      await conflictsOn('journal_tag', 0);
    }
    expect(await tagsOf(browser)).toEqual(['Breakout']);
  });

  it('answers a GraphQL mutation 503 with Retry-After and SERVICE_UNAVAILABLE when its write keeps meeting conflicts, and stores nothing', async ({ skip }) => {
    if (!onMySql()) return skip();
    const { browser } = await signedUpBrowser(testApp, 'faulty');
    await conflictsOn('journal_tag', 1000);
    try {
      const response = await browser.post('/graphql', { query: 'mutation { createJournalTag(kind: SETUP, name: "Breakout") { id } }' });
      expect(response.status).toBe(503);
      expect(response.headers['retry-after']).toBe('1');
      expect(response.body.errors[0]).toMatchObject({ extensions: { code: 'SERVICE_UNAVAILABLE' } });
      expect(response.body.errors[0].message).toMatch(/nothing was saved/);
    } finally {
      await conflictsOn('journal_tag', 0);
    }
    expect(await tagsOf(browser)).toEqual([]);
  });

  it('carries out a GraphQL mutation whose transaction met conflicts a few times', async ({ skip }) => {
    if (!onMySql()) return skip();
    const { browser } = await signedUpBrowser(testApp, 'faulty');
    const created = (await browser.graphql('mutation { createJournalTag(kind: MISTAKE, name: "Chased") { id } }')).data as { createJournalTag: { id: string } };
    await conflictsOn('journal_tag', 2);
    const answer = await browser.graphql(`mutation { deleteJournalTag(id: "${created.createJournalTag.id}") }`);
    expect(answer).toEqual({ data: { deleteJournalTag: true } });
    expect(await remainingOn('journal_tag')).toBe(0);
    expect(await tagsOf(browser)).toEqual([]);
  });
});
