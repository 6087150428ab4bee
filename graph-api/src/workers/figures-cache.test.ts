import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { runSql } from '../db/raw-sql';
import { type Browser, signedUpBrowser } from '../../test/support/accounts';
import { describeEachDatabase } from '../../test/support/databases';
import type { DasFill } from '../../test/support/das-csv';
import { startTestApp, type TestApp } from '../../test/support/test-app';
import { importDasDay, listedTrades } from '../../test/support/trade-history';

const DAY: DasFill[] = [
  { time: '14:30:00', symbol: 'AAPL', side: 'B', price: '10', qty: 100 },
  { time: '14:40:00', symbol: 'AAPL', side: 'S', price: '11', qty: 100 },
  { time: '15:00:00', symbol: 'MSFT', side: 'B', price: '400', qty: 10 },
  { time: '15:10:00', symbol: 'MSFT', side: 'S', price: '390', qty: 10 },
];
const BREAKDOWNS = '{ analyticsBreakdowns { closedTrades breakdowns { dimension buckets { key label tradeCount } } } }';

type Answer = { closedTrades: number; breakdowns: { dimension: string; buckets: { key: string; label: string; tradeCount: number }[] }[] };

describeEachDatabase('the /analytics figures kept until the journal changes', (database) => {
  let testApp: TestApp;
  let trader: Browser;
  let other: Browser;
  let workerRuns: ReturnType<typeof vi.spyOn>;
  beforeAll(async () => {
    testApp = await startTestApp(database.env);
    trader = (await signedUpBrowser(testApp, 'cached')).browser;
    other = (await signedUpBrowser(testApp, 'uncached')).browser;
    await importDasDay(trader, '2026-03-02', DAY);
    workerRuns = vi.spyOn(testApp.services.heavyWork, 'run');
  });
  afterAll(async () => {
    workerRuns.mockRestore();
    await testApp.close();
  });

  const breakdowns = async (browser: Browser): Promise<Answer> => {
    const answer = await browser.graphql(BREAKDOWNS);
    expect(answer.errors).toBeUndefined();
    return answer.data!.analyticsBreakdowns as Answer;
  };
  const setups = (answer: Answer) => answer.breakdowns.find(({ dimension }) => dimension === 'SETUP')!.buckets.filter(({ tradeCount }) => tradeCount > 0).map(({ label, tradeCount }) => [label, tradeCount]);
  const tagIdOf = async (name: string) => {
    const tags = (await trader.graphql('{ journalTags { id name } }')).data!.journalTags as { id: string; name: string }[];
    return tags.find((tag) => tag.name === name)!.id;
  };
  const runsSince = (before: number) => workerRuns.mock.calls.slice(before).filter((call: unknown[]) => (call[0] as { kind: string }).kind === 'breakdowns').length;

  it('answers a second visit without computing again, and the same figures', async () => {
    const before = workerRuns.mock.calls.length;
    const first = await breakdowns(trader);
    const second = await breakdowns(trader);
    expect(first.closedTrades).toBe(2);
    expect(second).toEqual(first);
    expect(runsSince(before)).toBe(1);
  });

  it("never answers one user's figures to another", async () => {
    expect((await breakdowns(other)).closedTrades).toBe(0);
    expect((await breakdowns(trader)).closedTrades).toBe(2);
  });

  it('computes again after a tag is set and after it is renamed', async () => {
    const created = await trader.graphql('mutation { createJournalTag(kind: SETUP, name: "breakout") { id } }');
    const tagId = (created.data!.createJournalTag as { id: string }).id;
    const aapl = (await listedTrades(trader)).find(({ symbol }) => symbol === 'AAPL')!;
    const tagged = await trader.graphql('mutation ($id: ID!, $input: TradeJournalInput!) { updateTradeJournal(tradeId: $id, input: $input) { id } }', { id: aapl.id, input: { tagIds: [tagId] } });
    expect(tagged.errors).toBeUndefined();
    expect(setups(await breakdowns(trader))).toContainEqual(['breakout', 1]);
    const renamed = await trader.graphql(`mutation { renameJournalTag(id: "${tagId}", name: "opening range") { id } }`);
    expect(renamed.errors).toBeUndefined();
    const after = setups(await breakdowns(trader));
    expect(after).toContainEqual(['opening range', 1]);
    expect(after.map(([label]) => label)).not.toContain('breakout');
  });

  it('computes the figures again ahead of the next visit once the edits pause', async () => {
    await breakdowns(trader);
    const before = workerRuns.mock.calls.length;
    const renamed = await trader.graphql(`mutation { renameJournalTag(id: "${(await tagIdOf('opening range'))}", name: "opening drive") { id } }`);
    expect(renamed.errors).toBeUndefined();
    await vi.waitFor(() => expect(runsSince(before)).toBe(1), { timeout: 20_000, interval: 100 });
    const computedAhead = workerRuns.mock.results.at(-1)!.value as Promise<unknown>;
    await computedAhead;
    expect(setups(await breakdowns(trader))).toContainEqual(['opening drive', 1]);
    expect(runsSince(before)).toBe(1);
  });

  it('computes again after trades change behind this process (a job in another process, say)', async () => {
    await breakdowns(trader);
    const msft = (await listedTrades(trader)).find(({ symbol }) => symbol === 'MSFT')!;
    await runSql(testApp.orm.em.fork(), 'delete from trade where id = ?', [Number(msft.id)]);
    const before = workerRuns.mock.calls.length;
    expect((await breakdowns(trader)).closedTrades).toBe(1);
    expect(runsSince(before)).toBeGreaterThanOrEqual(1);
  });

  it('computes again after an import', async () => {
    await importDasDay(trader, '2026-03-03', DAY);
    expect((await breakdowns(trader)).closedTrades).toBe(4);
  });
});
