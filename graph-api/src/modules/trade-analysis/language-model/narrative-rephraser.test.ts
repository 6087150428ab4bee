import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeChatCompletions, startFakeChatCompletions } from '../../../../test/fakes/fake-chat-completions';
import { NarrativeRephraser } from './narrative-rephraser';
import { citesOnlyNumbersOf } from './numbers-check';

const NARRATIVE = {
  risk_analysis: 'Maximum favourable excursion: 3 per unit ($30.00, 3.00R), to 103 at 14:40 UTC.',
  improvement_tips: ['You kept 33.3% of the favourable move (1 of 3 per unit).'],
};

describe('NarrativeRephraser against a local chat-completions server', () => {
  let fake: FakeChatCompletions;
  let rephraser: NarrativeRephraser;
  beforeAll(async () => {
    fake = await startFakeChatCompletions();
    rephraser = new NarrativeRephraser({ baseUrl: fake.url, apiKey: 'sk-test', model: 'journal-model', timeoutMs: 5000 });
  });
  afterAll(() => fake.close());

  it('keeps a rewrite that cites only the engine\'s numbers, and sends the engine\'s text alone', async () => {
    fake.answerWith(() => JSON.stringify({ risk_analysis: 'At best the trade was 3 per unit ahead ($30), or 3R, reaching 103 at 14:40 UTC.', improvement_tips: ['Only 33.3% of the move was kept: 1 of 3 per unit.'] }));
    const result = await rephraser.rephrase(NARRATIVE);
    expect(result).toEqual({ rephrased: true, narrative: { risk_analysis: 'At best the trade was 3 per unit ahead ($30), or 3R, reaching 103 at 14:40 UTC.', improvement_tips: ['Only 33.3% of the move was kept: 1 of 3 per unit.'] } });
    const sent = fake.requests.at(-1)!;
    expect(sent.authorization).toBe('Bearer sk-test');
    expect(sent.body.model).toBe('journal-model');
    expect(JSON.parse(sent.body.messages!.find((message) => message.role === 'user')!.content)).toEqual(NARRATIVE);
  });

  it('uses the engine\'s piece wherever the rewrite changes or adds a number', async () => {
    fake.answerWith(() => JSON.stringify({ risk_analysis: 'The trade was 3.5 per unit ahead at best.', improvement_tips: ['You kept a third of the move (1 of 3 per unit).'] }));
    const result = await rephraser.rephrase(NARRATIVE);
    expect(result.narrative.risk_analysis).toBe(NARRATIVE.risk_analysis);
    expect(result.narrative.improvement_tips).toEqual(['You kept a third of the move (1 of 3 per unit).']);
  });

  it.each([
    ['a failing server', 500],
    ['an answer that is not JSON', () => 'Sure! Here is your text.'],
    ['a different number of tips', () => JSON.stringify({ risk_analysis: 'x', improvement_tips: [] })],
  ])('keeps the engine text after %s', async (_name, answer) => {
    fake.answerWith(answer as never);
    expect(await rephraser.rephrase(NARRATIVE)).toEqual({ narrative: NARRATIVE, rephrased: false });
  });

  it('keeps the engine text when the server cannot be reached', async () => {
    const unreachable = new NarrativeRephraser({ baseUrl: 'http://127.0.0.1:9/v1', apiKey: '', model: 'm', timeoutMs: 2000 });
    expect(await unreachable.rephrase(NARRATIVE)).toEqual({ narrative: NARRATIVE, rephrased: false });
  });
});

describe('citesOnlyNumbersOf', () => {
  it('reads $1,000.00 and 1000 as the same number, and refuses a number the original lacks', () => {
    expect(citesOnlyNumbersOf('Size: $1000.00, 2.00 times', 'A size of $1,000 is 2 times')).toBe(true);
    expect(citesOnlyNumbersOf('Size: $1000.00', 'A size of $1,001')).toBe(false);
  });
});
