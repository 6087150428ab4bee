import { type DemoFill, type DemoTrade, type Direction, type ExitReason, type Mistake, type Setup, signOf } from './demo-trade';
import type { DemoInstrument } from './demo-instruments';
import type { MinuteBars } from './price-paths';
import type { SeededRandom } from './seeded-random';
import { SESSION_MINUTES, sessionTimeMs, type TradingDay } from './trading-days';

/** The last minute the trader holds anything: flat before the closing auction. */
export const LAST_HOLDING_MINUTE = SESSION_MINUTES - 4;

/** What the trader decided before the entry. */
export interface TradeIntent {
  instrument: DemoInstrument;
  day: TradingDay;
  bars: MinuteBars;
  setup: Setup;
  direction: Direction;
  entryMinute: number;
  /** Dollars the trader means to lose if the stop is hit. */
  riskDollars: number;
  mistakes: Mistake[];
  /** Minutes the trader gives the trade before closing it anyway. */
  maxHoldMinutes: number;
  targetR: number;
  scalesOut: boolean;
  addsToWinners: boolean;
  cutsWinnersEarly: boolean;
  /** Chance, when the stop is hit, that the trader moves it instead (once). */
  movesStop: number;
}

interface Position {
  quantity: number;
  /** Σ price × quantity of the open entries, for the average. */
  costCents: number;
}

/**
 * Plays one trade out on the minute bars: entry (in one to three partial fills), then minute by
 * minute the stop (checked first: the trader cannot know the bar's order), half off at 1R with the
 * stop to break-even, an add to a winner, the target, the time limit and the close. Every fill is
 * at a price inside its minute's high and low.
 */
export function executeTrade(random: SeededRandom, intent: TradeIntent, nextOrderId: () => number): Omit<DemoTrade, 'notes'> {
  const { instrument, day, bars, direction } = intent;
  const sign = signOf(direction);
  const tick = instrument.tickCents;
  const entryBar = intent.entryMinute;
  const chased = intent.mistakes.includes('Chased entry');
  const entryPrice = priceInBar(bars, entryBar, tick, direction === 'long' ? (chased ? 0.92 : random.uniform(0.35, 0.75)) : chased ? 0.08 : random.uniform(0.25, 0.65));
  const stopDistance = Math.max(3 * tick, roundToTick(entryPrice * instrument.dailyVolatility * random.uniform(0.2, 0.34), tick));
  const stopCents = entryPrice - sign * stopDistance;
  const perUnitRisk = stopDistance * instrument.multiplier;
  const lot = instrument.kind === 'future' ? 1 : 5;
  const quantity = Math.max(lot, Math.floor((intent.riskDollars * 100) / perUnitRisk / lot) * lot);

  const fills = new FillRecorder(day, nextOrderId);
  const position: Position = { quantity: 0, costCents: 0 };
  const entrySecond = random.integer(3, 48);
  const entryOrder = nextOrderId();
  for (const part of partialFills(random, quantity, lot)) {
    const price = clampToBar(bars, entryBar, entryPrice + sign * tick * random.integer(0, part.index === 0 ? 0 : 1));
    fills.record({ minute: entryBar, second: entrySecond + part.index * random.integer(1, 3), side: direction === 'long' ? 'BUY' : 'SELL', quantity: part.quantity, priceCents: price, opens: true, orderId: entryOrder });
    position.quantity += part.quantity;
    position.costCents += price * part.quantity;
  }

  let stop = stopCents;
  let stopMoved = false;
  let scaledOut = false;
  let addedTo = false;
  let exitReason: ExitReason = 'close';
  let exitMinute = entryBar;
  const onePrice = entryPrice + sign * stopDistance;
  const targetPrice = entryPrice + sign * roundToTick(stopDistance * intent.targetR, tick);
  const lastMinute = Math.min(LAST_HOLDING_MINUTE, entryBar + intent.maxHoldMinutes);
  const exit = (minute: number, price: number, quantity: number) => {
    fills.record({ minute, second: random.integer(2, 57), side: direction === 'long' ? 'SELL' : 'BUY', quantity, priceCents: clampToBar(bars, minute, roundToTick(price, tick)), opens: false });
    position.costCents -= (position.costCents / position.quantity) * quantity;
    position.quantity -= quantity;
  };

  for (let minute = entryBar + 1; minute <= lastMinute && position.quantity > 0; minute += 1) {
    const adverse = direction === 'long' ? bars.low[minute]! : bars.high[minute]!;
    const favourable = direction === 'long' ? bars.high[minute]! : bars.low[minute]!;
    const reached = (price: number) => sign * (favourable - price) >= 0;
    if (sign * (adverse - stop) <= 0 && !stopMoved && !scaledOut && random.chance(intent.movesStop)) {
      // The habit of a trader who will not take the loss: the stop goes further away, once.
      stopMoved = true;
      stop -= sign * roundToTick(stopDistance * random.uniform(0.7, 1.1), tick);
    }
    if (sign * (adverse - stop) <= 0) {
      const gapped = sign * (bars.open[minute]! - stop) < 0;
      exit(minute, (gapped ? bars.open[minute]! : stop) - sign * tick * random.integer(0, 2), position.quantity);
      exitReason = 'stop';
      exitMinute = minute;
      break;
    }
    if (intent.scalesOut && !scaledOut && reached(onePrice) && position.quantity >= 2 * lot) {
      exit(minute, onePrice, Math.floor(position.quantity / 2 / lot) * lot);
      scaledOut = true;
      // Break-even on what is left: the average entry, rounded away from the trade.
      const average = position.costCents / position.quantity;
      stop = direction === 'long' ? Math.floor(average / tick) * tick : Math.ceil(average / tick) * tick;
    }
    if (reached(targetPrice)) {
      exit(minute, targetPrice, position.quantity);
      exitReason = 'target';
      exitMinute = minute;
      break;
    }
    const close = bars.close[minute]!;
    const unrealisedR = (sign * (close - entryPrice)) / stopDistance;
    if (intent.addsToWinners && !addedTo && !scaledOut && unrealisedR >= 0.6) {
      const added = Math.max(lot, Math.floor(quantity / 2 / lot) * lot);
      const price = priceInBar(bars, minute, tick, direction === 'long' ? random.uniform(0.5, 0.9) : random.uniform(0.1, 0.5));
      fills.record({ minute, second: random.integer(5, 55), side: direction === 'long' ? 'BUY' : 'SELL', quantity: added, priceCents: price, opens: true });
      position.quantity += added;
      position.costCents += price * added;
      addedTo = true;
    }
    if (intent.cutsWinnersEarly && unrealisedR >= 0.4 && unrealisedR < 1 && random.chance(0.35)) {
      exit(minute, close, position.quantity);
      exitReason = 'early';
      exitMinute = minute;
      break;
    }
    if (minute === lastMinute) {
      exit(minute, close + Math.round(random.uniform(-0.3, 0.3) * (bars.high[minute]! - bars.low[minute]!)), position.quantity);
      exitReason = minute === LAST_HOLDING_MINUTE ? 'close' : 'time';
      exitMinute = minute;
    }
  }
  if (position.quantity > 0) throw new Error('A demo trade ended with a position still open');

  const mistakes = [...intent.mistakes];
  if (stopMoved) mistakes.push('Moved stop');
  if (exitReason === 'early') mistakes.push('Early exit');
  return {
    instrument,
    day,
    direction,
    setup: intent.setup,
    setupTagged: true,
    mistakes,
    stopCents,
    stopRecorded: true,
    fills: fills.all,
    entryMinute: entryBar,
    exitMinute,
    exitReason,
    scaledOut,
    addedTo,
    resultR: pricePnlCents(fills.all) / (perUnitRisk * quantity),
  };
}

/** Price P&L of a round trip in cents × multiplier units (no costs). */
export function pricePnlCents(fills: readonly DemoFill[]): number {
  return fills.reduce((sum, { side, quantity, priceCents }) => sum + (side === 'SELL' ? 1 : -1) * quantity * priceCents, 0);
}

/**
 * The trade's fills in time order. A fill is never timed before the one recorded before it (an exit
 * in the minute of an add comes after the add), so the journal matches them in the order they
 * happened; two fills of one second keep the file's order, as the importer does.
 */
class FillRecorder {
  readonly all: DemoFill[] = [];
  private lastSecond = -1;
  private lastMinute = -1;

  constructor(
    private readonly day: TradingDay,
    private readonly nextOrderId: () => number,
  ) {}

  record({ minute, second, orderId, ...rest }: Omit<DemoFill, 'timeMs' | 'orderId'> & { second: number; orderId?: number }): void {
    const at = Math.min(59, minute === this.lastMinute ? Math.max(second, this.lastSecond + 1) : second);
    this.lastMinute = minute;
    this.lastSecond = at;
    this.all.push({ ...rest, minute, timeMs: sessionTimeMs(this.day, minute, at), orderId: orderId ?? this.nextOrderId() });
  }
}

/** An order of this size fills in one to three parts. */
function partialFills(random: SeededRandom, quantity: number, lot: number): { index: number; quantity: number }[] {
  const lots = quantity / lot;
  const parts = lots >= 4 && random.chance(0.45) ? random.integer(2, 3) : 1;
  const sizes: number[] = [];
  let left = lots;
  for (let part = parts; part > 1; part -= 1) {
    const size = Math.max(1, Math.min(left - (part - 1), Math.round((left / part) * random.uniform(0.6, 1.4))));
    sizes.push(size * lot);
    left -= size;
  }
  sizes.push(left * lot);
  return sizes.map((size, index) => ({ index, quantity: size }));
}

/** A price at `share` of the way from the bar's low to its high, on the tick. */
function priceInBar(bars: MinuteBars, minute: number, tick: number, share: number): number {
  const low = bars.low[minute]!;
  const high = bars.high[minute]!;
  return clampToBar(bars, minute, roundToTick(low + (high - low) * share, tick));
}

function clampToBar(bars: MinuteBars, minute: number, price: number): number {
  return Math.min(bars.high[minute]!, Math.max(bars.low[minute]!, price));
}

function roundToTick(cents: number, tick: number): number {
  return Math.round(cents / tick) * tick;
}
