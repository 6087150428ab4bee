import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Browser, signedUpBrowser } from '../../../test/support/accounts';
import { describeEachDatabase } from '../../../test/support/databases';
import { startTestApp, type TestApp } from '../../../test/support/test-app';
import { importDasDay } from '../../../test/support/trade-history';

const ASSESSMENT = '{ id openness conscientiousness extraversion agreeableness neuroticism riskTolerance emotionalControl tradingGoals stressHandling likertAnswers { item answer } }';
const PLAYBOOK = '{ id version active confidenceScore closedTrades tradingRules { text why tradeIds } riskManagement { name value why } hypotheses { trait verdict evidence } }';

/** Every item answered 4 (reversed ones count 2): openness 80, the traits with one reversed item 67, agreeableness (two) 53. */
const allFours = Object.fromEntries(Array.from({ length: 15 }, (_, index) => [`q${index + 1}`, 4]));

describeEachDatabase('coaching: the psychology assessment and the Play Book', (database) => {
  let testApp: TestApp;
  let trader: Browser;
  let other: Browser;
  beforeAll(async () => {
    testApp = await startTestApp(database.env);
    trader = (await signedUpBrowser(testApp, 'coach')).browser;
    other = (await signedUpBrowser(testApp, 'other')).browser;
  });
  afterAll(() => testApp.close());

  it('before anything: no assessment, no Play Book, and generating one asks for the assessment', async () => {
    expect((await trader.get('/api/psychology-assessment').expect(200)).body).toBeNull();
    expect((await trader.get('/api/playbook').expect(200)).body).toBeNull();
    const refused = await trader.post('/api/playbook/generate').expect(409);
    expect(refused.body).toMatchObject({ error: 'assessment_required', message: 'Complete the psychology assessment before generating a Play Book.' });
    // The whole answer: a null field could also be an error's null.
    expect(await trader.graphql('{ psychologyAssessment { id } playbook { id } }')).toEqual({ data: { psychologyAssessment: null, playbook: null } });
  });

  it('scores the raw answers itself (client scores ignored), stores every answer, and keeps the history on a retake', async () => {
    testApp.clock.advance(1000);
    const posted = await trader
      .post('/api/psychology-assessment', { openness: 1, conscientiousness: 2, extraversion: 3, agreeableness: 4, neuroticism: 99, riskTolerance: 'high', emotionalControl: 3, assessmentResponses: allFours })
      .expect(201);
    expect(posted.body).toMatchObject({ openness: 80, conscientiousness: 67, extraversion: 67, agreeableness: 53, neuroticism: 67, riskTolerance: 'high', tradingExperience: 'beginner', emotionalControl: 3, stressHandling: 'fair' });
    expect(posted.body.assessmentResponses).toEqual({ ...allFours, riskTolerance: 'high', tradingExperience: 'beginner', preferredTimeframe: 'day', emotionalControl: 3, disciplineLevel: 5, tradingGoals: '', stressHandling: 'fair' });

    testApp.clock.advance(60_000);
    const answers = [{ item: 'q5', answer: 5 }, { item: 'q10', answer: 5 }, { item: 'q15', answer: 1 }];
    const retake = await trader.graphql(`mutation ($input: PsychologyAssessmentInput!) { submitPsychologyAssessment(input: $input) ${ASSESSMENT} }`, { input: { answers, tradingGoals: 'Follow my plan', stressHandling: 'poor' } });
    // Neuroticism (5 + 5 + 6 - 1) / 3 × 20 = 100; every other trait unanswered: 60.
    expect(retake.data!.submitPsychologyAssessment).toMatchObject({ openness: 60, neuroticism: 100, tradingGoals: 'Follow my plan', likertAnswers: answers });
    expect((await trader.get('/api/psychology-assessment').expect(200)).body).toMatchObject({ neuroticism: 100, stressHandling: 'poor' });
    const history = await trader.graphql('{ psychologyAssessmentHistory { neuroticism } }');
    expect(history.data!.psychologyAssessmentHistory).toEqual([{ neuroticism: 100 }, { neuroticism: 67 }]);
  });

  it('refuses bad answers with a clear message and stores nothing', async () => {
    const before = (await trader.get('/api/psychology-assessment').expect(200)).body as { id: string };
    const rest = await trader.post('/api/psychology-assessment', { assessmentResponses: { ...allFours, q3: 7 } }).expect(400);
    expect(rest.body).toMatchObject({ error: 'validation_error', message: 'Answer q3 must be a whole number from 1 to 5 (got 7).' });
    await trader.post('/api/psychology-assessment', { assessmentResponses: { q99: 1 } }).expect(400);
    const graphql = await trader.graphql('mutation { submitPsychologyAssessment(input: { answers: [{ item: "q1", answer: 0 }] }) { id } }');
    expect(graphql.errors?.[0]).toMatchObject({ message: 'Answer q1 must be a whole number from 1 to 5 (got 0).', extensions: { code: 'BAD_USER_INPUT' } });
    const twice = await trader.graphql('mutation { submitPsychologyAssessment(input: { answers: [{ item: "q1", answer: 2 }, { item: "q1", answer: 3 }] }) { id } }');
    expect(twice.errors?.[0]?.message).toBe('Answer q1 is given twice.');
    expect(((await trader.get('/api/psychology-assessment').expect(200)).body as { id: string }).id).toBe(before.id);
    expect((await trader.graphql('{ psychologyAssessmentHistory { id } }')).data!.psychologyAssessmentHistory).toHaveLength(2);
  });

  it('generates a Play Book from the assessment, settings and trades; a regeneration is the new Active version', async () => {
    await trader.graphql('mutation { updateSettings(input: { riskPerTrade: 1.5 }) { riskPerTrade } }');
    const first = await trader.post('/api/playbook/generate').expect(201);
    expect(first.body).toMatchObject({ version: 1, active: true, closedTrades: 0, confidenceScore: 35 });
    expect(first.body.riskManagement).toMatchObject({ 'Risk per trade': '1.5% of account equity', 'Daily loss limit': '3% of account equity (2 full losses)' });
    expect(first.body.evidence.riskManagement[1].why).toBe('2 losses at your 1.5% risk per trade, not 3, because your neuroticism score is 100.');
    expect(first.body.tradingRules.length).toBe(first.body.evidence.tradingRules.length);
    expect(first.body.hypotheses[0]).toMatchObject({ trait: 'neuroticism', verdict: 'not_enough_data' });

    // AAPL long 100 at 190 → 191 (+$100), TSLA short 10 at 200 → 210 (-$100).
    await importDasDay(trader, '2026-03-02', [
      { time: '14:30:00', symbol: 'AAPL', side: 'B', price: '190', qty: 100 },
      { time: '14:45:00', symbol: 'AAPL', side: 'S', price: '191', qty: 100 },
      { time: '15:00:00', symbol: 'TSLA', side: 'SS', price: '200', qty: 10 },
      { time: '15:30:00', symbol: 'TSLA', side: 'B', price: '210', qty: 10 },
    ]);
    testApp.clock.advance(1000);
    const second = await trader.graphql(`mutation { generatePlaybook ${PLAYBOOK} }`);
    const regenerated = second.data!.generatePlaybook as { id: string; version: number; closedTrades: number; confidenceScore: number; riskManagement: { name: string; value: string }[] };
    expect(regenerated).toMatchObject({ version: 2, active: true, closedTrades: 2 });
    // 35 + 40 × 2 / 100 = 35.8: more evidence, more confidence.
    expect(regenerated.confidenceScore).toBe(36);
    expect(regenerated.riskManagement).toContainEqual(expect.objectContaining({ name: 'Planned stop recorded', value: '0 of 2 trades (0.0%); aim for every trade' }));
    expect((await trader.get('/api/playbook').expect(200)).body).toMatchObject({ id: regenerated.id, version: 2, active: true });
    const earlier = await trader.get(`/api/playbook/${first.body.id as string}`).expect(200);
    expect(earlier.body).toMatchObject({ version: 1, active: false });
    // Without an id (as the Play Book page asks), GraphQL answers the Active one.
    expect(await trader.graphql('{ playbook { version active } }')).toEqual({ data: { playbook: { version: 2, active: true } } });
    expect((await trader.graphql('{ playbookVersions { version active } }')).data!.playbookVersions).toEqual([{ version: 2, active: true }, { version: 1, active: false }]);
  });

  it("cites the insights engine's confident finding of a planted leak: 24 losing trades entered 10:00-10:59 against 24 winners at 13:00", async () => {
    const planted = (await signedUpBrowser(testApp, 'planted')).browser;
    await planted.post('/api/psychology-assessment', { assessmentResponses: allFours }).expect(201);
    const at = (hour: number, minute: number) => `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}:00`;
    const roundTrip = (hour: number, index: number, exit: string) => [
      { time: at(hour, index * 2), symbol: 'AMD', side: 'B' as const, price: '20.00', qty: 100 },
      { time: at(hour, index * 2 + 1), symbol: 'AMD', side: 'S' as const, price: exit, qty: 100 },
    ];
    const fills = Array.from({ length: 24 }, (_, index) => [
      ...roundTrip(10, index, (19.6 - (index % 3) * 0.01).toFixed(2)),
      ...roundTrip(13, index, (20.3 + (index % 3) * 0.01).toFixed(2)),
    ]).flat().sort((a, b) => a.time.localeCompare(b.time));
    await importDasDay(planted, '2026-03-02', fills);
    const generated = await planted.graphql(`mutation { generatePlaybook ${PLAYBOOK} }`);
    const playbook = generated.data!.generatePlaybook as { closedTrades: number; tradingRules: { text: string; why: string; tradeIds: string[] }[] };
    expect(playbook.closedTrades).toBe(48);
    const cited = playbook.tradingRules.filter(({ why }) => /Insights engine, "Leak: Entries \d\d:00-\d\d:59 \([^)]+\)" \(confidence (7\d|8\d|9\d|100)%\)/.test(why));
    expect(cited).toHaveLength(1);
    expect(cited[0]!.why).toContain('Sample size 24 trades');
    expect(cited[0]!.tradeIds.length).toBe(20);
    // The engine's findings are those GET /api/insights answers.
    const insights = (await planted.get('/api/insights').expect(200)).body as { insights: { title: string; confidence: number }[] };
    expect(insights.insights.some(({ title, confidence }) => cited[0]!.why.includes(`"${title}" (confidence ${confidence}%)`))).toBe(true);
  });

  it("keeps each user's data to themselves: another user's Play Book id is not found", async () => {
    const mine = (await trader.get('/api/playbook').expect(200)).body as { id: string };
    expect((await other.get('/api/psychology-assessment').expect(200)).body).toBeNull();
    expect((await other.get('/api/playbook').expect(200)).body).toBeNull();
    expect((await other.get(`/api/playbook/${mine.id}`).expect(404)).body).toMatchObject({ error: 'playbook_not_found' });
    const graphql = await other.graphql('query ($id: ID!) { playbook(id: $id) { id } }', { id: mine.id });
    expect(graphql.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await other.graphql('{ psychologyAssessmentHistory { id } playbookVersions { id } }')).data).toEqual({ psychologyAssessmentHistory: [], playbookVersions: [] });
    await other.get('/api/playbook/not-a-number').expect(404);
  });

  it('asks for sign-in', async () => {
    const { default: request } = await import('supertest');
    await request(testApp.app).get('/api/psychology-assessment').expect(401);
    await request(testApp.app).get('/api/playbook').expect(401);
  });
});
