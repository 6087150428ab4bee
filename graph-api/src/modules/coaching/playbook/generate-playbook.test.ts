import { describe, expect, it } from 'vitest';
import { zonedWallClockToUtc } from '../../trades/domain/zoned-time';
import { OTHER_ANSWER_DEFAULTS } from '../assessment/assessment-items';
import type { CoachingTrade } from './coaching-trade';
import { generatePlaybook, type PlaybookInput } from './generate-playbook';

const NEW_YORK = 'America/New_York';
let nextId = 0;

/** A closed trade entered at `day` `hour`:00 New York time, held `minutes`. */
function trade(day: string, hour: number, symbol: string, netPnl: string, options: { minutes?: number; hasStop?: boolean; setups?: string[] } = {}): CoachingTrade {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const entryTime = zonedWallClockToUtc({ year, month, day: date, hour, minute: 0, second: 0 }, NEW_YORK).getTime();
  nextId += 1;
  return {
    id: String(nextId),
    instrumentId: 1,
    tradeKey: `k${nextId}`,
    symbol,
    closed: true,
    entryTime,
    exitTime: entryTime + (options.minutes ?? 20) * 60_000,
    netPnl,
    grossPnl: netPnl,
    commission: '0',
    fees: '0',
    quantity: '100',
    entryPrice: '50',
    multiplier: '1',
    hasStop: options.hasStop ?? false,
    setups: options.setups ?? [],
  };
}

const TEN_DAYS = ['2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05', '2026-03-06', '2026-03-09', '2026-03-10', '2026-03-11', '2026-03-12', '2026-03-13'];

/** 30 trades, all with a stop, the day's first (TSLA) usually a loss the next ones recover from: AAPL 8 of 10 won (+$1,100), MSFT 6 of 10 (+$320), TSLA 3 of 10 (-$240). */
function disciplinedTrades(): CoachingTrade[] {
  return TEN_DAYS.flatMap((day, index) => [
    trade(day, 9, 'TSLA', index < 3 ? '60' : '-60', { hasStop: true, setups: ['Breakout'] }),
    trade(day, 10, 'AAPL', index < 8 ? '150' : '-50', { hasStop: true, setups: ['VWAP reclaim'] }),
    trade(day, 11, 'MSFT', index < 6 ? '80' : '-40', { hasStop: true, setups: ['VWAP reclaim'] }),
  ]);
}

/**
 * Five calm days of two winners with stops (+$150 a day), then three days of six trades without a
 * stop that start with a loss and keep losing (-$470 a day), losers held longer.
 */
function tiltingTrades(): CoachingTrade[] {
  const calm = TEN_DAYS.slice(0, 5).flatMap((day) => [trade(day, 10, 'NVDA', '100', { hasStop: true }), trade(day, 11, 'NVDA', '50', { hasStop: true })]);
  const tilt = TEN_DAYS.slice(5, 8).flatMap((day) =>
    ['-100', '-150', '-120', '40', '-80', '-60'].map((pnl, index) => trade(day, 10 + index, 'NVDA', pnl, { minutes: pnl.startsWith('-') ? 45 : 10 })),
  );
  return [...calm, ...tilt];
}

const input = (overrides: Partial<PlaybookInput>): PlaybookInput => ({
  traits: { openness: 50, conscientiousness: 50, extraversion: 50, agreeableness: 50, neuroticism: 50 },
  answers: { ...OTHER_ANSWER_DEFAULTS },
  riskPerTrade: 1,
  timeZone: NEW_YORK,
  trades: [],
  ...overrides,
});

describe('the built-in Play Book', () => {
  it('a disciplined, profitable trader: favours the measured edge, cuts the leak, and raises no trait hypothesis', () => {
    const playbook = generatePlaybook(
      input({ traits: { openness: 53, conscientiousness: 87, extraversion: 40, agreeableness: 60, neuroticism: 27 }, answers: { ...OTHER_ANSWER_DEFAULTS, emotionalControl: 8, disciplineLevel: 9 }, trades: disciplinedTrades() }),
    );
    const aapl = playbook.optimalConditions.find(({ text }) => text.includes('AAPL'));
    expect(aapl).toMatchObject({ text: 'Favour AAPL: your best symbol so far.', why: 'AAPL: +$1,100.00 over 10 trades (8 won, 80.0%), average +$110.00 a trade, against +$39.33 a trade over all 30 trades.' });
    expect(aapl!.tradeIds).toHaveLength(10);
    expect(playbook.optimalConditions.map(({ text }) => text)).toContain('Favour the VWAP reclaim setup: your best setup so far.');
    const tsla = playbook.tradingRules.find(({ text }) => text.includes('TSLA'));
    expect(tsla?.why).toBe('TSLA: -$240.00 over 10 trades (3 won, 30.0%), average -$24.00 a trade, against +$39.33 a trade over all 30 trades.');
    expect(playbook.tradingRules.map(({ text }) => text)).toContain('Stop trading the Breakout setup until a review shows what goes wrong there, or cut the size there to half.');
    expect(playbook.hypotheses).toEqual([]);
    expect(playbook.riskManagement).toContainEqual(expect.objectContaining({ name: 'Daily loss limit', value: '3% of account equity (3 full losses)' }));
    expect(playbook.riskManagement).toContainEqual(expect.objectContaining({ name: 'Planned stop recorded', value: '30 of 30 trades (100.0%); aim for every trade' }));
    expect(playbook.strategyRecommendations[0]).toMatchObject({ text: 'Build your plan around the VWAP reclaim setup, your strongest measured edge.', why: expect.stringMatching(/^The VWAP reclaim setup: \+\$1,420.00 over 20 trades \(14 won, 70.0%\)/) });
    // 35 + 40 × 30 / 100 + 10 (every trade has a stop) + 10 (every trade has a setup).
    expect(playbook.confidenceScore).toBe(67);
    expect(playbook.raiseConfidence).toEqual(['Import more trades: 30 closed trades so far; the record counts fully from 100.']);
    for (const item of [...playbook.tradingRules, ...playbook.optimalConditions, ...playbook.emotionalTriggers, ...playbook.biasAlerts, ...playbook.coachingTips]) expect(item.why).not.toBe('');
  });

  it('a tilting trader: each trait hypothesis is tested and confirmed with the numbers behind it', () => {
    const playbook = generatePlaybook(input({ traits: { openness: 50, conscientiousness: 27, extraversion: 73, agreeableness: 50, neuroticism: 80 }, trades: tiltingTrades() }));
    expect(playbook.hypotheses).toEqual([
      {
        trait: 'neuroticism',
        score: 80,
        hypothesis: 'A neuroticism score of 80 suggests losses unsettle you: your results may worsen on the trade after a loss.',
        verdict: 'confirmed',
        evidence: 'Trades right after a loss the same day: -$870.00 over 12 trades (3 won, 25.0%), average -$72.50 a trade. Other trades: +$210.00 over 16 trades (10 won, 62.5%), average +$13.13 a trade.',
      },
      {
        trait: 'conscientiousness',
        score: 27,
        hypothesis: 'A conscientiousness score of 27 suggests plans get skipped: trades without a planned stop may do worse.',
        verdict: 'confirmed',
        evidence: 'Trades without a planned stop: -$1,410.00 over 18 trades (3 won, 16.7%), average -$78.33 a trade. Trades with one: +$750.00 over 10 trades (10 won, 100.0%), average +$75.00 a trade.',
      },
      {
        trait: 'extraversion',
        score: 73,
        hypothesis: 'An extraversion score of 73 suggests a pull towards action: days you overtrade may be worse.',
        verdict: 'confirmed',
        evidence: 'Days with more than 4 trades (twice your median of 2): 3 days, -$470.00 a day, -$78.33 a trade. Other days: 5 days, +$150.00 a day, +$75.00 a trade.',
      },
    ]);
    const pause = playbook.tradingRules.find(({ text }) => text.startsWith('After a losing trade'));
    expect(pause?.tradeIds).toHaveLength(12);
    expect(playbook.tradingRules.map(({ text }) => text)).toContain('No stop in the journal, no trade.');
    expect(playbook.riskManagement).toContainEqual(expect.objectContaining({ name: 'Daily loss limit', value: '2% of account equity (2 full losses)' }));
    expect(playbook.riskManagement).toContainEqual(expect.objectContaining({ name: 'Maximum trades per day', value: '4' }));
    expect(playbook.biasAlerts[0]).toMatchObject({ why: 'Median holding time: losers 45 min (15 trades), winners 20 min (13 trades).' });
    expect(playbook.emotionalTriggers[0]?.text).toBe('Losing trades: your next trade the same day does worse.');
    // 35 + 40 × 28 / 100 + 10 × 10 / 28 (stops) + 0 (no setups) = 49.77.
    expect(playbook.confidenceScore).toBe(50);
  });

  it('a trader with no trades: lower confidence, what would raise it, and hypotheses waiting for data', () => {
    const playbook = generatePlaybook(input({ traits: { openness: 50, conscientiousness: 50, extraversion: 50, agreeableness: 50, neuroticism: 73 } }));
    expect(playbook.confidenceScore).toBe(35);
    expect(playbook.confidenceBasis).toBe('Built from your assessment and settings alone: there are no closed trades to test it against yet.');
    expect(playbook.raiseConfidence[0]).toBe('Import more trades: 0 closed trades so far; the record counts fully from 100.');
    expect(playbook.hypotheses).toEqual([
      expect.objectContaining({ trait: 'neuroticism', verdict: 'not_enough_data', evidence: 'Not enough data yet: trades right after a loss the same day 0 trades, other trades 0 trades; each side needs at least 5.' }),
    ]);
    expect(playbook.optimalConditions).toEqual([{ text: 'No hour, weekday, symbol, setup or holding time stands out yet.', why: 'There are no closed trades to measure.', tradeIds: [] }]);
    expect(playbook.riskManagement.map(({ name }) => name)).toEqual(['Risk per trade', 'Daily loss limit', 'Position size']);
    expect(playbook.riskManagement[1]).toMatchObject({ value: '2% of account equity (2 full losses)', why: '2 losses at your 1% risk per trade, not 3, because your neuroticism score is 73.' });
    expect(playbook.emotionalTriggers[0]).toMatchObject({ why: 'Your neuroticism score is 73 of 100.', tradeIds: [] });
  });

  it('is deterministic: the same input gives the same Play Book', () => {
    const trades = tiltingTrades();
    expect(generatePlaybook(input({ trades }))).toEqual(generatePlaybook(input({ trades })));
  });
});
