import { describe, expect, it } from 'vitest';
import { tradeRow } from '../../testing/fixtures';
import { formatR, journalDraftOf, journalDraftProblem } from './journalDraft';

const draft = (overrides: Partial<ReturnType<typeof journalDraftOf>> = {}) => ({ notes: '', setups: [], mistakes: [], stopPrice: '', ...overrides });

describe('journalDraftProblem', () => {
  const long = tradeRow({ side: 'LONG', entryPrice: '190' });
  const short = tradeRow({ side: 'SHORT', entryPrice: '200' });

  it('accepts a stop on the losing side of the entry, or none', () => {
    expect(journalDraftProblem(long, draft({ stopPrice: '189.50' }))).toBeNull();
    expect(journalDraftProblem(long, draft({ stopPrice: '$1,89.5' }))).toBeNull();
    expect(journalDraftProblem(short, draft({ stopPrice: '205' }))).toBeNull();
    expect(journalDraftProblem(long, draft({ stopPrice: '  ' }))).toBeNull();
  });

  it("refuses in the server's words: a stop at or past the entry, not a price, negative, notes too long", () => {
    expect(journalDraftProblem(long, draft({ stopPrice: '190' }))).toBe('The stop of a long trade must be below its entry price (190).');
    expect(journalDraftProblem(short, draft({ stopPrice: '199' }))).toBe('The stop of a short trade must be above its entry price (200).');
    expect(journalDraftProblem(long, draft({ stopPrice: 'soon' }))).toBe('The stop "soon" is not a price.');
    expect(journalDraftProblem(long, draft({ stopPrice: '-1' }))).toBe('The stop cannot be a negative price.');
    expect(journalDraftProblem(long, draft({ notes: 'x'.repeat(10_001) }))).toBe('Notes must be at most 10,000 characters long (these are 10,001).');
  });
});

describe('journalDraftOf and formatR', () => {
  it("splits the trade's tags by kind and writes R as traders do", () => {
    const trade = tradeRow({ notes: 'Patient', stopPrice: '189', tags: [{ id: '1', kind: 'SETUP', name: 'ORB' }, { id: '2', kind: 'MISTAKE', name: 'FOMO' }] });
    expect(journalDraftOf(trade)).toEqual({ notes: 'Patient', setups: ['ORB'], mistakes: ['FOMO'], stopPrice: '189' });
    expect([formatR('1.2345'), formatR('-0.5'), formatR(null)]).toEqual(['1.23R', '-0.5R', null]);
  });
});
