import { describe, expect, it } from 'vitest';
import type { Insight } from '../../insights/domain/insight';
import { zonedWallClockToUtc } from '../../trades/domain/zoned-time';
import { OTHER_ANSWER_DEFAULTS } from '../assessment/assessment-items';
import type { CoachingTrade } from './coaching-trade';
import { generatePlaybook, type PlaybookInput } from './generate-playbook';

const NEW_YORK = 'America/New_York';
/** What an item resting on fewer than 20 trades adds to its reason (tentative.ts). */
const tentativeWhy = (trades: number) => ` Tentative: it rests on ${trades} trades, fewer than the 20 from which /analytics reads a group's figures; watch it as your record grows.`;
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
    timeGiven: true,
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
  insights: [],
  ...overrides,
});

describe('the built-in Play Book', () => {
  it('a disciplined, profitable trader: favours the measured edge, cuts the leak, and raises no trait hypothesis', () => {
    const playbook = generatePlaybook(
      input({ traits: { openness: 53, conscientiousness: 87, extraversion: 40, agreeableness: 60, neuroticism: 27 }, answers: { ...OTHER_ANSWER_DEFAULTS, emotionalControl: 8, disciplineLevel: 9 }, trades: disciplinedTrades() }),
    );
    const aapl = playbook.optimalConditions.find(({ text }) => text.includes('AAPL'));
    // 10 trades: stated, but as tentative; the VWAP reclaim setup's 20 are enough.
    expect(aapl).toMatchObject({ text: 'Favour AAPL: your best symbol so far. (Tentative: 10 trades.)', why: `AAPL: +$1,100.00 over 10 trades (8 won, 80.0%), average +$110.00 a trade, against +$39.33 a trade over all 30 trades.${tentativeWhy(10)}` });
    expect(aapl!.tradeIds).toHaveLength(10);
    expect(playbook.optimalConditions.map(({ text }) => text)).toContain('Favour the VWAP reclaim setup: your best setup so far.');
    const tsla = playbook.tradingRules.find(({ text }) => text.includes('TSLA'));
    expect(tsla?.why).toBe(`TSLA: -$240.00 over 10 trades (3 won, 30.0%), average -$24.00 a trade, against +$39.33 a trade over all 30 trades.${tentativeWhy(10)}`);
    expect(playbook.tradingRules.map(({ text }) => text)).toContain('Stop trading the Breakout setup until a review shows what goes wrong there, or cut the size there to half. (Tentative: 10 trades.)');
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
    // Its smaller side, the trades with a stop, has 10.
    expect(playbook.tradingRules.map(({ text }) => text)).toContain('No stop in the journal, no trade. (Tentative: 10 trades.)');
    expect(playbook.riskManagement).toContainEqual(expect.objectContaining({ name: 'Daily loss limit', value: '2% of account equity (2 full losses)' }));
    expect(playbook.riskManagement).toContainEqual(expect.objectContaining({ name: 'Maximum trades per day', value: '4' }));
    expect(playbook.biasAlerts[0]).toMatchObject({ why: `Median holding time: losers 45 min (15 trades), winners 20 min (13 trades).${tentativeWhy(13)}` });
    expect(playbook.emotionalTriggers[0]?.text).toBe('Losing trades: your next trade the same day does worse. (Tentative: 12 trades.)');
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

/** A finding as the insights engine states an edge or a leak of net P&L per trade (INSIGHTS.md), on the given trades. */
function engineFinding(id: string, title: string, trades: readonly CoachingTrade[], confidence: number, figures: { mean: string; rest: string; restCount: number }): Insight {
  return {
    id,
    category: 'pattern',
    title,
    text: `${title}: ${trades.length} trades averaged ${figures.mean}, against ${figures.rest} over ${figures.restCount} other trades.`,
    evidence: [
      { label: 'Sample size', value: `${trades.length} trades` },
      { label: 'Mean P&L', value: figures.mean },
      { label: 'Compared with', value: `${figures.restCount} other trades` },
      { label: 'Their mean P&L', value: figures.rest },
      { label: 'Chance of a difference this large (Holm-adjusted p)', value: '0.0021' },
      { label: 'Patterns tested', value: '14' },
      { label: 'Test', value: 'permutation test, 4,999 shuffles of your own results' },
    ],
    tradeIds: trades.map(({ id }) => id),
    sampleSize: trades.length,
    confidence,
  };
}

/** The engine's recommendation on a confident finding: its advice, then the finding it rests on. */
const recommendationOn = (finding: Insight, advice: string): Insight => ({
  ...finding,
  id: `recommendation:${finding.id}`,
  category: 'recommendation',
  title: 'Advice',
  text: `${advice} Based on "${finding.title}" (confidence ${finding.confidence}%).`,
  evidence: [{ label: 'Based on', value: finding.title }],
});

describe('the Play Book cites the insights engine', () => {
  it("a confident revenge finding becomes an emotional trigger and a trading rule citing the engine's numbers and trades", () => {
    const trades = tiltingTrades();
    // Trades entered within 30 minutes of a loss's exit (the engine's revenge group, without its size condition).
    const revengeTrades = trades.filter(({ entryTime }, index) => index > 0 && trades[index - 1]!.netPnl.startsWith('-') && entryTime - trades[index - 1]!.exitTime < 30 * 60_000);
    expect(revengeTrades).toHaveLength(12);
    const revenge = engineFinding('pattern:revenge', 'Leak: Revenge trades', revengeTrades, 84, { mean: '-$85.00', rest: '+$20.00', restCount: 20 });
    const without = generatePlaybook(input({ trades }));
    const playbook = generatePlaybook(input({ trades, insights: [revenge, recommendationOn(revenge, 'After a loss, pause before the next trade and keep its size no larger than usual.')] }));

    const citation = `Insights engine, "Leak: Revenge trades" (confidence 84%): Sample size ${revengeTrades.length} trades; Mean P&L -$85.00; Compared with 20 other trades; Their mean P&L +$20.00; Chance of a difference this large (Holm-adjusted p) 0.0021.`;
    const newestFirst = [...revengeTrades].sort((a, b) => b.exitTime - a.exitTime).map(({ id }) => id);
    expect(playbook.emotionalTriggers[0]).toEqual({ text: 'Revenge trading: right after a loss you trade again fast or bigger, and those trades do worse.', why: citation, tradeIds: newestFirst });
    // The generator's own after-loss pause says the same: one rule, citing both.
    const pause = playbook.tradingRules.find(({ text }) => text.startsWith('After a losing trade'))!;
    expect(pause.why).toBe(`${without.tradingRules.find(({ text }) => text.startsWith('After a losing trade'))!.why} ${citation}`);
    expect(playbook.tradingRules.map(({ text }) => text)).not.toContain('After a loss, pause before the next trade and keep its size no larger than usual.');
    expect(playbook.confidenceScore).toBe(without.confidenceScore + 1);
    expect(playbook.confidenceBasis).toBe(`${without.confidenceBasis} The insights engine confirms 1 finding at confidence 70% or more.`);
  });

  it("without the generator's own rule, the engine's advice is the rule", () => {
    const trades = disciplinedTrades();
    const tilt = engineFinding('pattern:tilt', 'Leak: Trades after 3 or more losses in a row', trades.slice(0, 6), 75, { mean: '-$60.00', rest: '+$50.00', restCount: 24 });
    const playbook = generatePlaybook(input({ trades, insights: [tilt, recommendationOn(tilt, 'Stop for the day after three losses in a row.')] }));
    expect(playbook.emotionalTriggers[0]).toMatchObject({ text: 'Tilt: after three losses in a row your next trades do worse.', why: expect.stringContaining('(confidence 75%)') });
    expect(playbook.tradingRules).toContainEqual({ text: 'Stop for the day after three losses in a row.', why: playbook.emotionalTriggers[0]!.why, tradeIds: playbook.emotionalTriggers[0]!.tradeIds });
  });

  it('ignores findings under confidence 70, the engine\'s own threshold', () => {
    const trades = tiltingTrades();
    const unsure = engineFinding('pattern:revenge', 'Leak: Revenge trades', trades.slice(10), 69, { mean: '-$85.00', rest: '+$20.00', restCount: 18 });
    const risk = { ...engineFinding('risk:daily-loss', 'Daily loss beyond your limit', trades.slice(10), 40, { mean: '-$1.00', rest: '$0.00', restCount: 1 }), category: 'risk' as const };
    expect(generatePlaybook(input({ trades, insights: [unsure, risk, recommendationOn(unsure, 'Pause.')] }))).toEqual(generatePlaybook(input({ trades })));
  });

  it('an edge the generator found itself is not repeated: its entry cites the engine as well; a new one is added', () => {
    const trades = disciplinedTrades();
    const aaplTrades = trades.filter(({ symbol }) => symbol === 'AAPL');
    const aapl = engineFinding('pattern:symbol:AAPL', 'Edge: AAPL', aaplTrades, 91, { mean: '+$110.00', rest: '+$4.00', restCount: 20 });
    const mondays = engineFinding('pattern:weekday:Monday', 'Leak: Mondays', trades.slice(0, 3), 72, { mean: '-$30.00', rest: '+$45.00', restCount: 27 });
    const playbook = generatePlaybook(input({ trades, insights: [aapl, mondays, recommendationOn(mondays, 'Trade smaller, or not at all, here (Mondays) until its results change.')] }));

    const aaplEntries = playbook.optimalConditions.filter(({ text, why }) => text.includes('AAPL') || why.includes('AAPL'));
    expect(aaplEntries).toEqual([
      {
        text: 'Favour AAPL: your best symbol so far. (Tentative: 10 trades.)',
        why: `AAPL: +$1,100.00 over 10 trades (8 won, 80.0%), average +$110.00 a trade, against +$39.33 a trade over all 30 trades.${tentativeWhy(10)} Insights engine, "Edge: AAPL" (confidence 91%): Sample size 10 trades; Mean P&L +$110.00; Compared with 20 other trades; Their mean P&L +$4.00; Chance of a difference this large (Holm-adjusted p) 0.0021.`,
        tradeIds: expect.any(Array),
      },
    ]);
    expect(playbook.tradingRules).toContainEqual({ text: 'Trade smaller, or not at all, here (Mondays) until its results change.', why: expect.stringMatching(/^Insights engine, "Leak: Mondays" \(confidence 72%\): Sample size 3 trades;/), tradeIds: [trades[2]!.id, trades[1]!.id, trades[0]!.id] });
    // Two confident findings: one point each over the record's 67.
    expect(playbook.confidenceScore).toBe(69);
  });
});

describe('tentative items', () => {
  it('an edge resting on 20 trades or more is stated plainly; on fewer it says it is tentative and on how many', () => {
    const firm = Array.from({ length: 40 }, (_, i) => trade(TEN_DAYS[i % 10]!, 10, i < 20 ? 'AAPL' : 'MSFT', i < 20 ? '50' : '-10'));
    const aapl = generatePlaybook(input({ trades: firm })).optimalConditions.find(({ text }) => text.includes('AAPL'));
    expect(aapl?.text).toBe('Favour AAPL: your best symbol so far.');
    expect(aapl?.why).not.toContain('Tentative');

    const few = firm.filter(({ symbol }, i) => symbol !== 'AAPL' || i < 19);
    const tentative = generatePlaybook(input({ trades: few })).optimalConditions.find(({ text }) => text.includes('AAPL'));
    expect(tentative?.text).toBe('Favour AAPL: your best symbol so far. (Tentative: 19 trades.)');
    expect(tentative?.why).toContain(tentativeWhy(19));
  });
});
