import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Browser, signedUpBrowser } from '../../../test/support/accounts';
import { describeEachDatabase } from '../../../test/support/databases';
import { startTestApp, type TestApp } from '../../../test/support/test-app';
import { importDasDay, type ListedTrade, listedTrades } from '../../../test/support/trade-history';

const BULK_TAG = 'mutation ($ids: [ID!]!, $tag: ID!, $action: BulkTagAction!) { bulkTagTrades(tradeIds: $ids, tagId: $tag, action: $action) { id symbol notes tags { id name } } }';

describeEachDatabase('tagging many trades at once', (database) => {
  let testApp: TestApp;
  let trader: Browser;
  let other: Browser;
  let trades: ListedTrade[];
  let othersTrade: ListedTrade;
  beforeAll(async () => {
    testApp = await startTestApp(database.env);
    trader = (await signedUpBrowser(testApp, 'bulk')).browser;
    other = (await signedUpBrowser(testApp, 'bulkother')).browser;
    // Four closed trades: AAPL, TSLA, MSFT, NVDA.
    await importDasDay(trader, '2026-03-02', [
      { time: '14:30:00', symbol: 'AAPL', side: 'B', price: '190', qty: 100 },
      { time: '14:45:00', symbol: 'AAPL', side: 'S', price: '191', qty: 100 },
      { time: '15:00:00', symbol: 'TSLA', side: 'SS', price: '200', qty: 10 },
      { time: '15:30:00', symbol: 'TSLA', side: 'B', price: '210', qty: 10 },
      { time: '16:00:00', symbol: 'MSFT', side: 'B', price: '400', qty: 5 },
      { time: '16:10:00', symbol: 'MSFT', side: 'S', price: '401', qty: 5 },
      { time: '17:00:00', symbol: 'NVDA', side: 'B', price: '800', qty: 2 },
      { time: '17:10:00', symbol: 'NVDA', side: 'S', price: '790', qty: 2 },
    ]);
    await importDasDay(other, '2026-03-02', [
      { time: '14:30:00', symbol: 'AMD', side: 'B', price: '100', qty: 10 },
      { time: '14:45:00', symbol: 'AMD', side: 'S', price: '101', qty: 10 },
    ]);
    trades = await listedTrades(trader);
    othersTrade = (await listedTrades(other))[0]!;
  });
  afterAll(() => testApp.close());

  const tagOf = async (browser: Browser, name: string, kind = 'SETUP') =>
    ((await browser.graphql('mutation ($kind: TagKind!, $name: String!) { createJournalTag(kind: $kind, name: $name) { id tradeCount } }', { kind, name })).data!.createJournalTag as { id: string; tradeCount: number })
      .id;
  const bulkTag = (ids: string[], tag: string, action: 'ADD' | 'REMOVE', browser = trader) => browser.graphql(BULK_TAG, { ids, tag, action });
  const tagNamesBySymbol = async () => Object.fromEntries((await listedTrades(trader)).map(({ symbol, tags }) => [symbol, tags.map(({ name }) => name).sort()]));
  const idOf = (symbol: string) => trades.find((trade) => trade.symbol === symbol)!.id;

  it('puts one tag on every trade chosen and answers them, then takes it off again, leaving no empty journal behind', async () => {
    const tag = await tagOf(trader, 'Bulk breakout');
    const added = await bulkTag([idOf('AAPL'), idOf('TSLA')], tag, 'ADD');
    expect(added.errors).toBeUndefined();
    expect(added.data!.bulkTagTrades).toEqual([
      { id: idOf('AAPL'), symbol: 'AAPL', notes: '', tags: [{ id: tag, name: 'Bulk breakout' }] },
      { id: idOf('TSLA'), symbol: 'TSLA', notes: '', tags: [{ id: tag, name: 'Bulk breakout' }] },
    ]);
    expect(await tagNamesBySymbol()).toMatchObject({ AAPL: ['Bulk breakout'], TSLA: ['Bulk breakout'], MSFT: [], NVDA: [] });
    // Again, with one more trade: those that had it keep it once.
    expect((await bulkTag([idOf('AAPL'), idOf('MSFT')], tag, 'ADD')).errors).toBeUndefined();
    expect(await tagNamesBySymbol()).toMatchObject({ AAPL: ['Bulk breakout'], TSLA: ['Bulk breakout'], MSFT: ['Bulk breakout'], NVDA: [] });

    const removed = await bulkTag([idOf('AAPL'), idOf('TSLA'), idOf('MSFT'), idOf('NVDA')], tag, 'REMOVE');
    expect(removed.errors).toBeUndefined();
    expect((removed.data!.bulkTagTrades as ListedTrade[]).map(({ tags }) => tags)).toEqual([[], [], [], []]);
    expect(await tagNamesBySymbol()).toMatchObject({ AAPL: [], TSLA: [], MSFT: [], NVDA: [] });
    const count = await trader.graphql('{ journalTags { id tradeCount } }');
    expect((count.data!.journalTags as Array<{ id: string; tradeCount: number }>).find(({ id }) => id === tag)?.tradeCount).toBe(0);
  });

  it('keeps the notes and other tags of a trade when the tag is taken off', async () => {
    const keep = await tagOf(trader, 'Kept mistake', 'MISTAKE');
    const bulk = await tagOf(trader, 'Bulk removed');
    await trader.graphql('mutation ($id: ID!, $input: TradeJournalInput!) { updateTradeJournal(tradeId: $id, input: $input) { id } }', { id: idOf('NVDA'), input: { notes: 'Chased it', tagIds: [keep] } });
    await bulkTag([idOf('NVDA'), idOf('MSFT')], bulk, 'ADD');
    const removed = await bulkTag([idOf('NVDA'), idOf('MSFT')], bulk, 'REMOVE');
    expect(removed.data!.bulkTagTrades).toEqual([
      { id: idOf('NVDA'), symbol: 'NVDA', notes: 'Chased it', tags: [{ id: keep, name: 'Kept mistake' }] },
      { id: idOf('MSFT'), symbol: 'MSFT', notes: '', tags: [] },
    ]);
  });

  it("refuses, changing nothing, a list naming another trader's trade, an unknown tag, another's tag, an empty list and one past 500", async () => {
    const tag = await tagOf(trader, 'Never placed');
    const foreign = await bulkTag([idOf('AAPL'), othersTrade.id], tag, 'ADD');
    expect(foreign.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await bulkTag([idOf('AAPL'), '999999999'], tag, 'ADD')).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await bulkTag([idOf('AAPL'), 'abc'], tag, 'ADD')).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const othersTag = await tagOf(other, 'Of the other');
    expect((await bulkTag([idOf('AAPL')], othersTag, 'ADD')).errors?.[0]?.message).toMatch(/tag does not exist/);
    expect((await bulkTag([], tag, 'ADD')).errors?.[0]?.message).toBe('Choose at least one trade to tag.');
    const tooMany = Array.from({ length: 501 }, (_, index) => String(index + 1));
    const refused = await bulkTag(tooMany, tag, 'ADD');
    expect(refused.errors?.[0]).toMatchObject({ message: 'Tag at most 500 trades at a time (501 were chosen).', extensions: { code: 'BAD_USER_INPUT' } });
    expect(Object.values(await tagNamesBySymbol()).flat()).not.toContain('Never placed');
    // The other trader's trade is untouched too.
    expect((await listedTrades(other))[0]!.tags).toEqual([]);
  });

  it('refuses the whole edit when a trade would pass the most tags a trade can carry', async () => {
    const ids: string[] = [];
    for (let index = 0; index < 30; index += 1) ids.push(await tagOf(trader, `Full ${index}`));
    await trader.graphql('mutation ($id: ID!, $input: TradeJournalInput!) { updateTradeJournal(tradeId: $id, input: $input) { id } }', { id: idOf('TSLA'), input: { tagIds: ids } });
    const one = await tagOf(trader, 'One too many');
    const refused = await bulkTag([idOf('AAPL'), idOf('TSLA')], one, 'ADD');
    expect(refused.errors?.[0]?.message).toBe('One of these trades already carries 30 tags, the most a trade can have: take a tag off it first. Nothing was changed.');
    expect((await tagNamesBySymbol()).AAPL).not.toContain('One too many');
    // A tag it already has is no change, so it is no refusal.
    expect((await bulkTag([idOf('TSLA')], ids[0]!, 'ADD')).errors).toBeUndefined();
    await trader.graphql('mutation ($id: ID!, $input: TradeJournalInput!) { updateTradeJournal(tradeId: $id, input: $input) { id } }', { id: idOf('TSLA'), input: { tagIds: [] } });
  });

  it('answers the same over REST: POST /api/trades/bulk-tag', async () => {
    const tag = await tagOf(trader, 'Rest bulk');
    const answer = await trader.post('/api/trades/bulk-tag', { tradeIds: [Number(idOf('MSFT')), idOf('NVDA')], tagId: tag, action: 'add' }).expect(200);
    expect((answer.body as ListedTrade[]).map(({ symbol, tags }) => [symbol, tags.map(({ name }) => name)])).toEqual([
      ['MSFT', ['Rest bulk']],
      ['NVDA', expect.arrayContaining(['Rest bulk'])],
    ]);
    expect((await trader.post('/api/trades/bulk-tag', { tradeIds: [idOf('MSFT')], tagId: tag, action: 'toggle' }).expect(400)).body.message).toBe('action must be "add" or "remove".');
    await trader.post('/api/trades/bulk-tag', { tradeIds: [othersTrade.id], tagId: tag, action: 'remove' }).expect(404);
    await trader.post('/api/trades/bulk-tag', { tradeIds: [idOf('MSFT'), idOf('NVDA')], tagId: tag, action: 'remove' }).expect(200);
  });

  it('gives one consistent result to 20 bulk edits sent at once', async () => {
    const tags = [await tagOf(trader, 'Parallel A'), await tagOf(trader, 'Parallel B')];
    const all = trades.map(({ id }) => id);
    // Each of two tags put on every trade ten times over, in overlapping halves and wholes.
    const answers = await Promise.all(Array.from({ length: 20 }, (_, index) => bulkTag(index % 3 === 0 ? all : index % 3 === 1 ? all.slice(0, 2) : all.slice(2), tags[index % 2]!, 'ADD')));
    expect(answers.map(({ errors }) => errors)).toEqual(answers.map(() => undefined));
    const named = await tagNamesBySymbol();
    for (const symbol of ['AAPL', 'TSLA', 'MSFT', 'NVDA']) expect(named[symbol]!.filter((name) => name.startsWith('Parallel'))).toEqual(['Parallel A', 'Parallel B']);
    const counts = (await trader.graphql('{ journalTags { id tradeCount } }')).data!.journalTags as Array<{ id: string; tradeCount: number }>;
    expect(tags.map((tag) => counts.find(({ id }) => id === tag)?.tradeCount)).toEqual([4, 4]);

    // Twenty at once again, half adding and half removing one tag: every trade ends with it or without it, once.
    const mixed = await Promise.all(Array.from({ length: 20 }, (_, index) => bulkTag(all, tags[0]!, index % 2 === 0 ? 'REMOVE' : 'ADD')));
    expect(mixed.map(({ errors }) => errors)).toEqual(mixed.map(() => undefined));
    const after = (await trader.graphql('{ journalTags { id tradeCount } }')).data!.journalTags as Array<{ id: string; tradeCount: number }>;
    expect([0, 4]).toContain(after.find(({ id }) => id === tags[0])?.tradeCount);
    const finalNames = Object.values(await tagNamesBySymbol()).map((names) => names.filter((name) => name === 'Parallel A').length);
    expect(new Set(finalNames).size).toBe(1);
  });
});
