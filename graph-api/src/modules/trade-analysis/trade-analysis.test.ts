import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeChatCompletions, startFakeChatCompletions } from '../../../test/fakes/fake-chat-completions';
import { type Browser, signedUpBrowser } from '../../../test/support/accounts';
import { describeEachDatabase } from '../../../test/support/databases';
import { startSqliteTestApp, startTestApp, type TestApp } from '../../../test/support/test-app';
import { importDasDay, listedTrades } from '../../../test/support/trade-history';

// The hand-computed long trade of excursions.test.ts: 100 shares 100 → 102, 14:31 to 14:52 UTC, stop 99.
const CANDLES = [
  'time,open,high,low,close,volume',
  '2024-03-04T14:30:00Z,100,100.5,99.6,100.2,1000',
  '2024-03-04T14:35:00Z,100.2,101,99.5,100.8,1000',
  '2024-03-04T14:40:00Z,100.8,103,100.7,102.5,1000',
  '2024-03-04T14:45:00Z,102.5,102.8,101.9,102.1,1000',
  '2024-03-04T14:50:00Z,102.1,102.3,101.8,102,1000',
  '2024-03-04T14:55:00Z,102,104,101.9,103.8,1000',
].join('\n');

const ANALYSIS_QUERY = `query ($id: ID!) { tradeAnalysis(tradeId: $id) {
  tradeId suggestedEntry suggestedExit riskAnalysis improvementTips confidenceScore confidenceReasons hindsightNote narrativeSource
  excursions { barsInside mae { price perUnit dollars r } mfe { price perUnit dollars r } capturedPercent minutesToMfe exitTiming }
  comparison { notional pastTrades medianNotional sizeRatio } candles { timeframe count chartedSymbol providers }
} }`;

/** One trader with the long trade (and its candles and stop) and two earlier trades without candles. */
async function tradeWithCandles(testApp: TestApp, symbol: string): Promise<{ browser: Browser; tradeId: string; peerId: string; email: string }> {
  const { browser, account } = await signedUpBrowser(testApp, 'analysis');
  await importDasDay(browser, '2024-03-01', [
    { time: '15:00:00', symbol: `${symbol}P`, side: 'B', price: '40', qty: 10 },
    { time: '15:10:00', symbol: `${symbol}P`, side: 'S', price: '41', qty: 10 },
    { time: '16:00:00', symbol: `${symbol}P`, side: 'B', price: '50', qty: 10 },
    { time: '16:10:00', symbol: `${symbol}P`, side: 'S', price: '50.5', qty: 10 },
  ]);
  await importDasDay(browser, '2024-03-04', [
    { time: '14:31:00', symbol, side: 'B', price: '100', qty: 100 },
    { time: '14:52:00', symbol, side: 'S', price: '102', qty: 100 },
  ]);
  await browser.post('/api/candles/upload').attach('file', Buffer.from(CANDLES), 'candles.csv').field('symbol', symbol).field('timeframe', '5m').expect(200);
  const trade = (await listedTrades(browser, `search=${symbol}`)).find((listed) => listed.symbol === symbol);
  await browser.send('patch', `/api/trades/${trade!.id}`, { stopPrice: '99' }).expect(200);
  const peers = await listedTrades(browser, `search=${symbol}P`);
  return { browser, tradeId: trade!.id, peerId: peers[0]!.id, email: account.email };
}

describeEachDatabase('GET /api/trade-analysis and tradeAnalysis', (database) => {
  let testApp: TestApp;
  let trader: Browser;
  let stranger: Browser;
  let tradeId: string;
  let peerId: string;
  beforeAll(async () => {
    testApp = await startTestApp(database.env);
    ({ browser: trader, tradeId, peerId } = await tradeWithCandles(testApp, 'ZZAN'));
    stranger = (await signedUpBrowser(testApp, 'stranger')).browser;
  });
  afterAll(() => testApp.close());

  it('analyses a trade from its candles, its stop and the trader\'s other trades, in the SPEC §3 shape', async () => {
    const analysis = (await trader.get(`/api/trade-analysis?tradeId=${tradeId}`).expect(200)).body;
    expect(analysis).toMatchObject({ suggested_entry: '99.5', suggested_exit: '103', narrative_source: 'engine', candles: { timeframe: '5m', chartedSymbol: 'ZZAN', providers: ['csv'], sources: [{ source: 'upload', label: 'your upload' }] } });
    expect(analysis.excursions).toMatchObject({ barsInside: 5, mfe: { price: '103', perUnit: '3', dollars: '300.00', r: '3.00' }, mae: { price: '99.5', perUnit: '0.5', dollars: '50.00', r: '0.50' }, capturedPercent: '66.7', minutesToMfe: 9, exitTiming: 'before_best' });
    // Times in the trader's zone (default Eastern): 14:35 UTC is 09:35 EST.
    expect(analysis.risk_analysis).toContain('Maximum adverse excursion: 0.5 per unit ($50.00, 0.50R), to 99.5 at Mar 4, 2024, 9:35 AM EST.');
    expect(analysis.risk_analysis).toContain('Size: $10,000.00, 22.22 times your median of $450.00 over 2 earlier closed trades.');
    expect(analysis.improvement_tips).toContain('This position ($10,000.00) was 22.22 times your median size ($450.00 over 2 trades): size it to your usual risk.');
    // 5 candles (35) + 2 earlier trades (2) + a stop (10).
    expect(analysis.confidence_score).toBe(47);
    expect(analysis.confidence_reasons).toHaveLength(3);

    const graphql = await trader.graphql(ANALYSIS_QUERY, { id: tradeId });
    expect(graphql.errors).toBeUndefined();
    expect(graphql.data!.tradeAnalysis).toMatchObject({ tradeId, suggestedEntry: '99.5', suggestedExit: '103', confidenceScore: 47, riskAnalysis: analysis.risk_analysis, improvementTips: analysis.improvement_tips });
  });

  it('says what it could not measure for a trade without candles, inventing no figure', async () => {
    const analysis = (await trader.get(`/api/trade-analysis?tradeId=${peerId}`).expect(200)).body;
    expect(analysis).toMatchObject({ suggested_entry: null, suggested_exit: null, excursions: null, hindsight_note: null, candles: { count: 0, chartedSymbol: null } });
    expect(analysis.risk_analysis).toContain('No candles of ZZANP cover this trade, so MAE and MFE are not measured.');
    expect(analysis.confidence_reasons[0]).toBe('No candles of the instrument cover the trade: MAE and MFE are not measured.');
  });

  it("answers another user's trade as not found, over REST and GraphQL", async () => {
    const rest = await stranger.get(`/api/trade-analysis?tradeId=${tradeId}`).expect(404);
    expect(rest.body.message).toBe('That trade does not exist. It may have been rebuilt by a later import: reload your trades.');
    const graphql = await stranger.graphql(ANALYSIS_QUERY, { id: tradeId });
    expect(graphql.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it.each([
    ['', 'Give the tradeId of one of your trades.'],
    ['?tradeId=abc', 'tradeId "abc" is not a trade id (digits).'],
  ])('refuses %j with a 400', async (query, message) => {
    expect((await trader.get(`/api/trade-analysis${query}`).expect(400)).body).toMatchObject({ error: 'validation_error', message });
  });

  it('charts and imports candles through GraphQL too, a bad row refused by its line', async () => {
    const chart = await trader.graphql('query ($input: TradeChartInput!) { tradeChart(input: $input) { symbol timeframe chartedSymbol message candles { time open close } } }', { input: { tradeId, timeframe: '15m' } });
    expect(chart.data!.tradeChart).toMatchObject({ symbol: 'ZZAN', timeframe: '15m', chartedSymbol: 'ZZAN', message: null });
    expect((chart.data!.tradeChart as { candles: unknown[] }).candles).toEqual([
      { time: '2024-03-04T14:30:00.000Z', open: '100', close: '102.5' },
      { time: '2024-03-04T14:45:00.000Z', open: '102.5', close: '103.8' },
    ]);
    const mutation = 'mutation ($input: CandleImportInput!) { importCandles(input: $input) { candlesImported message } }';
    const bad = await trader.graphqlUpload(mutation, { input: { file: null, symbol: 'ZZGQL', timeframe: '5m' } }, { 'variables.input.file': { name: 'bad.csv', bytes: Buffer.from('time,open,high,low,close\n2024-03-04T14:30:00Z,1,2,1,x\n') } });
    expect(bad.errors?.[0]).toMatchObject({ message: 'Line 2: close "x" is not a number.', extensions: { code: 'BAD_USER_INPUT' } });
    const good = await trader.graphqlUpload(mutation, { input: { file: null, symbol: 'ZZGQL', timeframe: '5m' } }, { 'variables.input.file': { name: 'good.csv', bytes: Buffer.from(CANDLES) } });
    expect(good.data!.importCandles).toEqual({ candlesImported: 6, message: 'Imported 6 5m candles of ZZGQL' });
  });
});

describe('the optional language model rephrasing an analysis', () => {
  let fake: FakeChatCompletions;
  let testApp: TestApp;
  beforeAll(async () => {
    fake = await startFakeChatCompletions();
    testApp = await startSqliteTestApp({ LLM_BASE_URL: fake.url, LLM_API_KEY: 'sk-local', LLM_MODEL: 'rephraser' });
  });
  afterAll(async () => {
    await testApp.close();
    await fake.close();
  });

  it("uses a rewrite that keeps the engine's numbers, never sends who the trader is, and falls back when a number changes", async () => {
    const { browser, tradeId, email } = await tradeWithCandles(testApp, 'ZZLM');
    fake.answerWith((content) => {
      const engine = JSON.parse(content) as { risk_analysis: string; improvement_tips: string[] };
      return JSON.stringify({ risk_analysis: `In short: ${engine.risk_analysis}`, improvement_tips: engine.improvement_tips.map((tip) => `Tip: ${tip}`) });
    });
    const rephrased = (await browser.get(`/api/trade-analysis?tradeId=${tradeId}`).expect(200)).body;
    expect(rephrased.narrative_source).toBe('language_model');
    expect(rephrased.risk_analysis).toMatch(/^In short: Maximum adverse excursion/);
    const sent = JSON.stringify(fake.requests.at(-1)!.body);
    for (const secret of [email, email.split('@')[0]!, 'TRIB1001']) expect(sent).not.toContain(secret);

    fake.answerWith(() => JSON.stringify({ risk_analysis: 'The trade made 999 dollars.', improvement_tips: rephrased.improvement_tips.map(() => 'Trade 7 times less.') }));
    const checked = (await browser.get(`/api/trade-analysis?tradeId=${tradeId}`).expect(200)).body;
    expect(checked.narrative_source).toBe('engine');
    expect(checked.risk_analysis).toMatch(/^Maximum adverse excursion/);
  });
});
