import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Browser, signedUpBrowser } from '../../../test/support/accounts';
import { describeEachDatabase } from '../../../test/support/databases';
import { startTestApp, type TestApp } from '../../../test/support/test-app';
import { importDasDay, type ListedTrade, listedTrades } from '../../../test/support/trade-history';

const TAG = '{ id kind name tradeCount }';
const TRADE_JOURNAL = `{ id symbol notes stopPrice initialRisk rMultiple tags ${TAG} }`;

describeEachDatabase('the journal: tags, notes, stops and day entries', (database) => {
  let testApp: TestApp;
  let trader: Browser;
  let aapl: ListedTrade;
  beforeAll(async () => {
    testApp = await startTestApp(database.env);
    trader = (await signedUpBrowser(testApp, 'journal')).browser;
    // AAPL long 100 at 190 → 191: +100. TSLA short 10 at 200 → 210: -100.
    await importDasDay(trader, '2026-03-02', [
      { time: '14:30:00', symbol: 'AAPL', side: 'B', price: '190', qty: 100 },
      { time: '14:45:00', symbol: 'AAPL', side: 'S', price: '191', qty: 100 },
      { time: '15:00:00', symbol: 'TSLA', side: 'SS', price: '200', qty: 10 },
      { time: '15:30:00', symbol: 'TSLA', side: 'B', price: '210', qty: 10 },
    ]);
    aapl = (await listedTrades(trader, 'search=AAPL'))[0]!;
  });
  afterAll(() => testApp.close());

  const createTag = async (kind: 'SETUP' | 'MISTAKE', name: string) =>
    (await trader.graphql(`mutation ($kind: TagKind!, $name: String!) { createJournalTag(kind: $kind, name: $name) ${TAG} }`, { kind, name })).data!.createJournalTag as {
      id: string;
      name: string;
      tradeCount: number;
    };
  const updateJournal = (tradeId: string, input: Record<string, unknown>) =>
    trader.graphql(`mutation ($id: ID!, $input: TradeJournalInput!) { updateTradeJournal(tradeId: $id, input: $input) ${TRADE_JOURNAL} }`, { id: tradeId, input });
  const journalOf = async (tradeId: string) => (await trader.graphql(`query ($id: ID!) { trade(id: $id) ${TRADE_JOURNAL} }`, { id: tradeId })).data!.trade as { tags: unknown[] };

  it('creates tags on the fly by name: trimmed, one per name whatever its case, per kind', async () => {
    const breakout = await createTag('SETUP', '  Opening   range breakout ');
    expect(breakout).toMatchObject({ kind: 'SETUP', name: 'Opening range breakout', tradeCount: 0 });
    expect((await createTag('SETUP', 'opening RANGE breakout')).id).toBe(breakout.id);
    expect((await createTag('MISTAKE', 'Opening range breakout')).id).not.toBe(breakout.id);
    const empty = await trader.graphql('mutation { createJournalTag(kind: SETUP, name: "   ") { id } }');
    expect(empty.errors?.[0]).toMatchObject({ message: 'A tag name cannot be empty.', extensions: { code: 'BAD_USER_INPUT' } });
    const long = await trader.graphql(`mutation { createJournalTag(kind: SETUP, name: "${'x'.repeat(65)}") { id } }`);
    expect(long.errors?.[0]?.message).toBe('A tag name must be at most 64 characters long.');
  });

  it("sets a trade's notes, tags and stop, giving its R-multiple; null clears a field and absent ones stay", async () => {
    const setup = await createTag('SETUP', 'VWAP reclaim');
    const mistake = await createTag('MISTAKE', 'Chased entry');
    const answer = await updateJournal(aapl.id, { notes: 'Waited for the reclaim', tagIds: [setup.id, mistake.id], stopPrice: '189.50' });
    // Risk: |190 - 189.5| x 100 x 1 = $50; +$100 net is 2R.
    expect(answer.data!.updateTradeJournal).toMatchObject({ notes: 'Waited for the reclaim', stopPrice: '189.5', initialRisk: '50', rMultiple: '2' });
    expect((answer.data!.updateTradeJournal as { tags: unknown[] }).tags).toEqual([
      { id: mistake.id, kind: 'MISTAKE', name: 'Chased entry', tradeCount: 1 },
      { id: setup.id, kind: 'SETUP', name: 'VWAP reclaim', tradeCount: 1 },
    ]);
    await updateJournal(aapl.id, { stopPrice: null });
    expect(await journalOf(aapl.id)).toMatchObject({ notes: 'Waited for the reclaim', stopPrice: null, rMultiple: null, tags: [expect.anything(), expect.anything()] });
    // REST: PATCH with notes, tags and stop; PUT notes.
    const rest = await trader.send('patch', `/api/trades/${aapl.id}`, { tagIds: [Number(setup.id)], stopPrice: 189 }).expect(200);
    expect(rest.body).toMatchObject({ notes: 'Waited for the reclaim', stopPrice: '189', initialRisk: '100', rMultiple: '1', tags: [{ id: setup.id, kind: 'setup', name: 'VWAP reclaim' }] });
    const put = await trader.send('put', `/api/trades/${aapl.id}/notes`, { notes: 'Rewritten' }).expect(200);
    expect(put.body).toMatchObject({ notes: 'Rewritten', stopPrice: '189', tags: [{ id: setup.id }] });
  });

  it('refuses bad input clearly and changes nothing: wrong-side stop, oversized notes, unknown tag, unknown trade', async () => {
    const tsla = (await listedTrades(trader, 'search=TSLA'))[0]!;
    await updateJournal(tsla.id, { notes: 'Faded the open', stopPrice: '205' });
    const before = await journalOf(tsla.id);
    expect(before).toMatchObject({ stopPrice: '205', initialRisk: '50', rMultiple: '-2' });

    const refusals: Array<[Record<string, unknown>, string]> = [
      [{ notes: 'Changed', stopPrice: '199' }, 'The stop of a short trade must be above its entry price (200).'],
      [{ notes: 'Changed', stopPrice: '200' }, 'The stop of a short trade must be above its entry price (200).'],
      [{ notes: 'Changed', stopPrice: 'soon' }, 'The stop "soon" is not a price.'],
      [{ notes: 'x'.repeat(10_001), stopPrice: '206' }, 'Notes must be at most 10,000 characters long (these are 10,001).'],
      [{ notes: 'Changed', tagIds: ['999999'] }, 'That tag does not exist. Reload your tags and try again.'],
    ];
    for (const [input, message] of refusals) {
      const answer = await updateJournal(tsla.id, input);
      expect(answer.errors?.[0], message).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
    }
    const longStop = await trader.send('patch', `/api/trades/${aapl.id}`, { stopPrice: 191 }).expect(400);
    expect(longStop.body).toMatchObject({ error: 'invalid_stop', message: 'The stop of a long trade must be below its entry price (190).' });
    expect((await trader.graphql('{ trade(id: "999999") { id } }')).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(await journalOf(tsla.id)).toEqual(before);
  });

  it('renames a tag everywhere, refuses a name its kind already has, and merges two tags into one', async () => {
    const a = await createTag('MISTAKE', 'FOMO');
    const b = await createTag('MISTAKE', 'Fear of missing out');
    const tsla = (await listedTrades(trader, 'search=TSLA'))[0]!;
    await updateJournal(aapl.id, { tagIds: [a.id] });
    await updateJournal(tsla.id, { tagIds: [a.id, b.id] });

    const taken = await trader.graphql(`mutation { renameJournalTag(id: "${b.id}", name: "fomo") { id } }`);
    expect(taken.errors?.[0]).toMatchObject({ message: 'A mistake tag named "FOMO" already exists. Merge the two tags instead.', extensions: { code: 'CONFLICT' } });
    const renamed = await trader.graphql(`mutation { renameJournalTag(id: "${a.id}", name: "FOMO entry") ${TAG} }`);
    expect(renamed.data!.renameJournalTag).toMatchObject({ name: 'FOMO entry', tradeCount: 2 });
    expect((await journalOf(aapl.id)).tags).toEqual([expect.objectContaining({ name: 'FOMO entry' })]);

    const setup = (await trader.graphql('{ journalTags(kind: SETUP) { id } }')).data!.journalTags as Array<{ id: string }>;
    const acrossKinds = await trader.graphql(`mutation { mergeJournalTags(sourceId: "${b.id}", targetId: "${setup[0]!.id}") { id } }`);
    expect(acrossKinds.errors?.[0]?.message).toBe('A mistake tag can only be merged into another mistake tag.');

    const merged = await trader.graphql(`mutation { mergeJournalTags(sourceId: "${b.id}", targetId: "${a.id}") ${TAG} }`);
    expect(merged.data!.mergeJournalTags).toMatchObject({ id: a.id, name: 'FOMO entry', tradeCount: 2 });
    const mistakes = (await trader.graphql('{ journalTags(kind: MISTAKE) { name tradeCount } }')).data!.journalTags;
    expect(mistakes).toEqual(expect.not.arrayContaining([expect.objectContaining({ name: 'Fear of missing out' })]));
    expect((await journalOf(tsla.id)).tags).toEqual([expect.objectContaining({ id: a.id })]);

    await trader.send('delete', `/api/journal/tags/${a.id}`).expect(204);
    expect((await journalOf(tsla.id)).tags).toEqual([]);
  });

  it('keeps notes, tags and stop when a later import rebuilds the trade with a new id', async () => {
    const trader2 = (await signedUpBrowser(testApp, 'rebuild')).browser;
    await importDasDay(trader2, '2026-03-03', [
      { time: '14:30:00', symbol: 'NVDA', side: 'B', price: '100', qty: 10 },
      { time: '14:40:00', symbol: 'NVDA', side: 'S', price: '101', qty: 5 },
    ]);
    const [open] = await listedTrades(trader2);
    const tag = (await trader2.graphql('mutation { createJournalTag(kind: SETUP, name: "Bull flag") { id } }')).data!.createJournalTag as { id: string };
    await trader2.graphql(`mutation ($id: ID!) { updateTradeJournal(tradeId: $id, input: { notes: "Scaled out half", stopPrice: "98", tagIds: ["${tag.id}"] }) { id } }`, { id: open!.id });
    // The rest of the position is sold the next day: the group's trades are deleted and built again.
    await importDasDay(trader2, '2026-03-04', [{ time: '14:30:00', symbol: 'NVDA', side: 'S', price: '104', qty: 5 }]);
    const [rebuilt] = await listedTrades(trader2);
    expect(rebuilt!.id).not.toBe(open!.id);
    // Net +5 + 20 = $25 on a risk of |100 - 98| x 10 = $20: 1.25R.
    expect(rebuilt).toMatchObject({ status: 'closed', pnl: '25', notes: 'Scaled out half', stopPrice: '98', rMultiple: '1.25', tags: [{ id: tag.id, name: 'Bull flag' }] });
  });

  it("keeps each trading day's plan and review by local date", async () => {
    const save = (date: string, input: Record<string, unknown>) =>
      trader.graphql('mutation ($date: String!, $input: DayJournalInput!) { saveDayJournalEntry(date: $date, input: $input) { date plan review } }', { date, input });
    expect((await save('2026-03-02', { plan: 'Only A+ setups' })).data!.saveDayJournalEntry).toEqual({ date: '2026-03-02', plan: 'Only A+ setups', review: '' });
    expect((await save('2026-03-02', { review: 'Kept to it' })).data!.saveDayJournalEntry).toEqual({ date: '2026-03-02', plan: 'Only A+ setups', review: 'Kept to it' });
    await trader.send('put', '/api/journal/days/2026-03-05', { plan: 'CPI day: sit out the first 15 minutes' }).expect(200);
    const days = await trader.graphql('{ dayJournalEntries(from: "2026-03-01", to: "2026-03-31") { date plan review } }');
    expect(days.data!.dayJournalEntries).toEqual([
      { date: '2026-03-02', plan: 'Only A+ setups', review: 'Kept to it' },
      { date: '2026-03-05', plan: 'CPI day: sit out the first 15 minutes', review: '' },
    ]);
    expect((await save('2026-03-05', { plan: '' })).data!.saveDayJournalEntry).toEqual({ date: '2026-03-05', plan: '', review: '' });
    expect((await trader.get('/api/journal/days?from=2026-03-01&to=2026-03-31').expect(200)).body).toHaveLength(1);

    expect((await save('2026-02-30', { plan: 'x' })).errors?.[0]?.message).toBe('The date must be a date written YYYY-MM-DD, such as 2026-03-02.');
    expect((await save('2026-03-06', { review: 'x'.repeat(10_001) })).errors?.[0]?.message).toBe('The review must be at most 10,000 characters long.');
    expect((await trader.graphql('{ dayJournalEntries(from: "2026-01-01", to: "2027-01-02") { date } }')).errors?.[0]?.message).toBe('Ask for at most 366 days of journal entries at once.');
  });
});
