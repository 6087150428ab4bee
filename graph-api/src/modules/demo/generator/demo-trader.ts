import { type DemoTrade, type Direction, type Mistake, type Setup, signOf } from './demo-trade';
import type { DemoInstrument } from './demo-instruments';
import type { MarketDay, MinuteBars } from './price-paths';
import type { SeededRandom } from './seeded-random';
import { executeTrade, LAST_HOLDING_MINUTE, type TradeIntent } from './trade-execution';
import { notesOf } from './trade-notes';

/**
 * The demo trader: a discretionary day trader with a modest edge and a few habits that cost money,
 * as real journals show them. The market's paths are plain random walks; the edge is in the
 * timing: before a planned entry the trader watches the next minutes and, as often as their skill
 * at that hour and with that setup allows, enters at the moment (and, when the read is sharp or
 * bad enough, on the side) that reads best, or where the skill is negative worst. So winners and
 * losers are decided by the same prices the candles show, and the journal shows where they came from:
 *
 * - the morning (09:30-11:00) is where the trader reads the tape best;
 * - the lunch hour (12:00-12:59) leaks: entries there are chop, the weak hour the insights find;
 * - setups differ: opening range breakouts and VWAP reclaims work, fading a move loses;
 * - after a loss of a full R or more a revenge trade may follow: bigger, on a bad read, worse;
 * - some days are overtrading days, some stops get moved, some winners get cut early.
 *
 * With the default seed that comes to some 410 trades, a win rate near 59% and a profit factor
 * near 1.3 (generator.test.ts holds any seed to believable ranges).
 */
const HOUR_SKILL: Readonly<Record<number, number>> = { 9: 0.75, 10: 0.65, 11: 0.45, 12: -0.7, 13: -0.1, 14: 0.4, 15: 0.3 };

interface SetupRule {
  setup: Setup;
  skill: number;
  /** First and last minute of the session it is traded in. */
  from: number;
  to: number;
  weight: number;
}

const SETUP_RULES: readonly SetupRule[] = [
  { setup: 'Opening range breakout', skill: 0.25, from: 5, to: 45, weight: 5 },
  { setup: 'Gap and go', skill: 0.05, from: 2, to: 30, weight: 3 },
  { setup: 'VWAP reclaim', skill: 0.2, from: 20, to: 370, weight: 4 },
  { setup: 'Pullback to 9 EMA', skill: 0.1, from: 15, to: 370, weight: 4 },
  { setup: 'Trend continuation', skill: 0.05, from: 60, to: 370, weight: 3 },
  { setup: 'Fading the move', skill: -0.2, from: 10, to: 370, weight: 2 },
];

/** When the trader's planned entries fall: mostly the first hours, a lunch hour habit, some afternoon. */
const ENTRY_WINDOWS = [
  { item: [2, 60], weight: 40 },
  { item: [60, 150], weight: 24 },
  { item: [150, 209], weight: 15 },
  { item: [210, 270], weight: 8 },
  { item: [270, 370], weight: 13 },
] as const;

const SESSION_START_HOUR = 9.5;
/** Minutes ahead the trader's read of the tape reaches when choosing the entry. */
const READ_AHEAD_MINUTES = 60;
const ENTRY_CANDIDATES = 16;
/** From these skills on the read also picks the side: the right one when sharp, the wrong one when bad. */
const SHARP_READ = 0.8;
const BAD_READ = 0.6;
const ENTRY_WINDOW_MINUTES = 20;

interface Plan {
  minute: number;
  instrument: DemoInstrument;
  setup: Setup;
  direction: Direction;
  mistakes: Mistake[];
  sizeFactor: number;
  skill: number;
}

export function tradeDay(random: SeededRandom, market: MarketDay, previous: MarketDay | null, instruments: readonly DemoInstrument[], nextOrderId: () => number): DemoTrade[] {
  if (!random.chance(0.9)) return [];
  const overtrading = random.chance(0.08);
  const count = Math.min(12, 1 + random.poisson(overtrading ? 7 : 2));
  const plans = Array.from({ length: count }, (_, index) => planTrade(random, market, previous, instruments, index, overtrading)).sort((a, b) => a.minute - b.minute);

  const trades: DemoTrade[] = [];
  const busyUntil = new Map<string, number>();
  for (let index = 0; index < plans.length; index += 1) {
    const plan = plans[index]!;
    // One position per instrument at a time: a later idea in the same name waits for the exit.
    const minute = Math.max(plan.minute, (busyUntil.get(plan.instrument.ticker) ?? -10) + random.integer(2, 6));
    if (minute > LAST_HOLDING_MINUTE - 12) continue;
    const trade = playOut(random, market, { ...plan, minute }, nextOrderId);
    trades.push(trade);
    busyUntil.set(plan.instrument.ticker, trade.exitMinute);
    if (trade.resultR <= -0.9 && !plan.mistakes.includes('Revenge trade') && random.chance(0.25)) {
      const revenge = revengePlan(random, trade);
      if (revenge) plans.splice(index + 1, 0, revenge);
    }
  }
  return trades;
}

function planTrade(random: SeededRandom, market: MarketDay, previous: MarketDay | null, instruments: readonly DemoInstrument[], index: number, overtrading: boolean): Plan {
  const [from, to] = random.weighted(ENTRY_WINDOWS.map(({ item, weight }) => ({ item, weight })));
  const minute = random.integer(from, to);
  const instrument = random.weighted(instruments.map((item) => ({ item, weight: item.preference })));
  const rule = random.weighted(SETUP_RULES.filter((candidate) => minute >= candidate.from && minute <= candidate.to).map((item) => ({ item, weight: item.weight })));
  const bars = market.bars.get(instrument.ticker)!;
  const direction = directionFor(random, rule.setup, bars, minute, previous?.bars.get(instrument.ticker) ?? null);
  const mistakes: Mistake[] = [];
  let sizeFactor = 1;
  let skill = (HOUR_SKILL[hourOf(minute)] ?? 0) + rule.skill + random.normal() * 0.1;
  if (random.chance(0.1)) {
    mistakes.push('Chased entry');
    skill -= 0.15;
  }
  if (random.chance(0.05)) {
    mistakes.push('Oversized');
    sizeFactor = random.uniform(2, 2.6);
  }
  // Past the fifth trade of an overtrading day the trader is forcing it.
  if (overtrading && index >= 5) {
    mistakes.push('Overtrading');
    skill -= 0.3;
  }
  return { minute, instrument, setup: rule.setup, direction, mistakes, sizeFactor, skill };
}

function revengePlan(random: SeededRandom, loser: DemoTrade): Plan | null {
  const minute = loser.exitMinute + random.integer(2, 12);
  if (minute > LAST_HOLDING_MINUTE - 12) return null;
  return {
    minute,
    instrument: loser.instrument,
    setup: random.chance(0.5) ? loser.setup : 'Fading the move',
    direction: random.chance(0.6) ? loser.direction : loser.direction === 'long' ? 'short' : 'long',
    mistakes: ['Revenge trade'],
    sizeFactor: random.uniform(1.3, 1.8),
    skill: -0.65,
  };
}

function playOut(random: SeededRandom, market: MarketDay, plan: Plan, nextOrderId: () => number): DemoTrade {
  const bars = market.bars.get(plan.instrument.ticker)!;
  const { minute: entryMinute, direction } = chooseEntry(random, plan.instrument, bars, plan.minute, plan.direction, plan.skill);
  const revenge = plan.mistakes.includes('Revenge trade');
  const intent: TradeIntent = {
    instrument: plan.instrument,
    day: market.day,
    bars,
    setup: plan.setup,
    direction,
    entryMinute,
    riskDollars: random.uniform(140, 260) * plan.sizeFactor,
    mistakes: plan.mistakes,
    maxHoldMinutes: random.integer(plan.setup === 'Trend continuation' ? 40 : 15, plan.setup === 'Trend continuation' ? 180 : 110),
    targetR: random.uniform(1.8, 3.2),
    scalesOut: random.chance(0.6),
    addsToWinners: !revenge && random.chance(0.18),
    cutsWinnersEarly: random.chance(0.12),
    movesStop: revenge ? 0.3 : 0.12,
  };
  const trade = executeTrade(random, intent, nextOrderId);
  const done = { ...trade, setupTagged: !revenge && random.chance(0.85), stopRecorded: random.chance(revenge ? 0.3 : 0.78) };
  return { ...done, notes: notesOf(random, done, bars) };
}

/**
 * When (and, on a bad read, which way) the trader gets in: among the next minutes, with
 * probability |skill| the entry that reads best (skill > 0) or worst (skill < 0), otherwise any of
 * them. The trader's read of an entry is what a trade from there would come to: 1.5R if the price
 * reaches that before a stop a quarter of a day's range away, -1R if the stop comes first, else
 * where it stands an hour on. A bad read may also be the wrong side: buying the top of a chop.
 */
function chooseEntry(random: SeededRandom, instrument: DemoInstrument, bars: MinuteBars, planned: number, direction: Direction, skill: number): { minute: number; direction: Direction } {
  const last = Math.min(LAST_HOLDING_MINUTE - 10, planned + ENTRY_WINDOW_MINUTES);
  const minutes = [...new Set(Array.from({ length: ENTRY_CANDIDATES }, () => random.integer(planned, Math.max(planned, last))))];
  if (!random.chance(Math.min(0.95, Math.abs(skill)))) return { minute: random.pick(minutes), direction };
  // A sharp read is about the side too, not only the moment; so is a bad one, sooner.
  const directions: Direction[] = skill >= SHARP_READ || skill <= -BAD_READ ? ['long', 'short'] : [direction];
  const read = (minute: number, side: Direction) => {
    const sign = signOf(side);
    const entry = bars.close[minute]!;
    const risk = entry * instrument.dailyVolatility * 0.27;
    const end = Math.min(LAST_HOLDING_MINUTE, minute + READ_AHEAD_MINUTES);
    for (let ahead = minute + 1; ahead <= end; ahead += 1) {
      if (sign * ((side === 'long' ? bars.low[ahead]! : bars.high[ahead]!) - entry) <= -risk) return -1;
      if (sign * ((side === 'long' ? bars.high[ahead]! : bars.low[ahead]!) - entry) >= 1.5 * risk) return 1.5;
    }
    return (sign * (bars.close[end]! - entry)) / risk;
  };
  const scored = directions.flatMap((side) => minutes.map((minute) => ({ minute, direction: side, score: read(minute, side) })));
  scored.sort((a, b) => (skill > 0 ? b.score - a.score : a.score - b.score));
  return { minute: scored[0]!.minute, direction: scored[0]!.direction };
}

/** Breakouts go the way of the first minutes, gap plays the way of the gap, fades against the last half hour. */
function directionFor(random: SeededRandom, setup: Setup, bars: MinuteBars, minute: number, previous: MinuteBars | null): Direction {
  const up = (condition: boolean): Direction => (condition ? 'long' : 'short');
  switch (setup) {
    case 'Opening range breakout':
      return up(bars.close[Math.min(minute, 4)]! >= bars.open[0]!);
    case 'Gap and go':
      return up(previous === null || bars.open[0]! >= previous.close[previous.close.length - 1]!);
    case 'Fading the move':
      return up(bars.close[minute]! < bars.close[Math.max(0, minute - 30)]!);
    default:
      return random.chance(0.62) ? 'long' : 'short';
  }
}

function hourOf(minute: number): number {
  return Math.floor(SESSION_START_HOUR + minute / 60);
}
