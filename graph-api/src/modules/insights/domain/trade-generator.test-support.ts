import { zonedWallClockToUtc } from '../../trades/domain/zoned-time';
import { seededRandom } from '../statistics/seeded-random';
import type { InsightTrade } from './insight-trade';

export const ZONE = 'America/New_York';
const SYMBOLS = ['AAPL', 'MSFT', 'NVDA', 'AMD', 'META', 'TSLA'];

export interface GenerationOptions {
  seed: number;
  /** Trading days, Monday to Friday from 2026-01-05. */
  days?: number;
  /** Trades a day: a random count from `min` to `max`. */
  tradesPerDay?: { min: number; max: number };
  /** Days (by index) on which this many trades are taken instead. */
  busyDays?: { every: number; trades: number };
  /** Minutes from one exit to the next entry, random in [min, max]. */
  gapMinutes?: { min: number; max: number };
  /** Called in order for each trade with the trade before it (by time), to plant a pattern. */
  plant?: (trade: DraftTrade, previous: DraftTrade | null, random: () => number, context: { busy: boolean }) => void;
}

/** A trade being generated: times in ms, money as numbers (turned into decimal text at the end). */
export interface DraftTrade {
  symbol: string;
  direction: 'LONG' | 'SHORT';
  entryTime: number;
  holdMinutes: number;
  quantity: number;
  entryPrice: number;
  /** Net P&L in whole cents. */
  pnlCents: number;
  commissionCents: number;
  stopDistance: number | null;
  mistakeTags: string[];
  setupTags: string[];
}

const cents = (value: number) => (value / 100).toFixed(2).replace(/\.?0+$/, '') || '0';

/**
 * Coin-flip trades: each wins or loses with even odds, by a random amount of $20-$150, in US market
 * hours of the user's zone, with random symbols, sides, sizes and holding times: no pattern unless
 * `plant` puts one in.
 */
export function generateTrades(options: GenerationOptions): InsightTrade[] {
  const random = seededRandom(options.seed);
  const { min, max } = options.tradesPerDay ?? { min: 3, max: 8 };
  const gap = options.gapMinutes ?? { min: 5, max: 40 };
  const trades: InsightTrade[] = [];
  let previous: DraftTrade | null = null;
  for (let dayIndex = 0; dayIndex < (options.days ?? 60); dayIndex += 1) {
    const date = new Date(Date.UTC(2026, 0, 5 + Math.floor(dayIndex / 5) * 7 + (dayIndex % 5)));
    const busy = options.busyDays !== undefined && dayIndex % options.busyDays.every === 0;
    const count = busy ? options.busyDays!.trades : min + Math.floor(random() * (max - min + 1));
    let clock = zonedWallClockToUtc({ year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate(), hour: 9, minute: 35, second: 0 }, ZONE).getTime();
    previous = null;
    for (let index = 0; index < count; index += 1) {
      const win = random() < 0.5;
      const draft: DraftTrade = {
        symbol: SYMBOLS[Math.floor(random() * SYMBOLS.length)]!,
        direction: random() < 0.5 ? 'LONG' : 'SHORT',
        entryTime: clock + Math.floor(random() * (gap.max - gap.min) + gap.min) * 60_000,
        holdMinutes: 2 + Math.floor(random() * 40),
        quantity: 50 + 10 * Math.floor(random() * 10),
        entryPrice: 20 + Math.floor(random() * 18_000) / 100,
        pnlCents: (win ? 1 : -1) * (2_000 + Math.floor(random() * 13_000)),
        commissionCents: 100,
        stopDistance: null,
        mistakeTags: [],
        setupTags: [],
      };
      options.plant?.(draft, previous, random, { busy });
      clock = draft.entryTime + draft.holdMinutes * 60_000;
      trades.push(insightTradeOf(draft, trades.length + 1));
      previous = draft;
    }
  }
  return trades;
}

function insightTradeOf(draft: DraftTrade, sequence: number): InsightTrade {
  const exitTime = draft.entryTime + draft.holdMinutes * 60_000;
  const stop = draft.stopDistance === null ? null : draft.direction === 'LONG' ? draft.entryPrice - draft.stopDistance : draft.entryPrice + draft.stopDistance;
  return {
    id: String(sequence),
    instrumentId: 1 + Math.max(0, SYMBOLS.indexOf(draft.symbol)),
    tradeKey: `g${String(sequence).padStart(6, '0')}`,
    symbol: draft.symbol,
    closed: true,
    entryTime: draft.entryTime,
    exitTime,
    netPnl: cents(draft.pnlCents),
    grossPnl: cents(draft.pnlCents + draft.commissionCents),
    commission: cents(draft.commissionCents),
    fees: '0',
    quantity: String(draft.quantity),
    entryPrice: draft.entryPrice.toFixed(2),
    multiplier: '1',
    timeGiven: true,
    direction: draft.direction,
    stopPrice: stop === null ? null : stop.toFixed(2),
    setupTags: draft.setupTags,
    mistakeTags: draft.mistakeTags,
  };
}
