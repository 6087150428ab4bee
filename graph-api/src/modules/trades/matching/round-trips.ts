import { isCanonicalDecimal } from '../domain/decimal-text';
import { groupKeyOf, type ImportedExecution, inSameGroup } from '../domain/execution';
import { bucketsByRun } from '../domain/runs';
import type { Instrument } from '../domain/instruments';
import { dueExpiryCloseMs, EXPIRY_CLOSE_ID, type ExitKind } from './expiry-close';
import { add, divide, fractionDigits, fromUnits, multiply, powerOfTen, rescale, sameUnits, subtract, toUnits, type Units } from './scaled-decimal';

/*
 * FIFO round trips.
 * - Executions are grouped by account and instrument, and read in time order (ties: `sequence`).
 * - A round trip runs from flat to flat. Fills in the position's direction are entries (scaling in),
 *   opposite fills are exits (scaling out) that close the oldest open lots first (FIFO); realized
 *   gross P&L is (exit − lot price) × quantity × multiplier, negated for shorts.
 * - A fill larger than the open position closes it and opens the other direction with the rest
 *   (a flip): it is split in two, and its commission and fees are shared pro rata by quantity.
 * - A position still open at the end is an 'open' trade: realized P&L of what was closed so far, no
 *   exit time. Its costs are those of the part closed: the exit fills' own, and the entry fills'
 *   pro rata by quantity closed / quantity opened (the rest is charged when the rest is closed), so
 *   a partial close is not charged the whole entry commission.
 * - A fill the broker marks as a close (positionEffect) never opens a position: with nothing to close
 *   it closes a position opened before the imported history, and builds no trade (see
 *   PreHistoryClose); larger than the open position, it closes that and the rest is pre-history.
 *   Importing the earlier history later gives it its opening fills, and it then matches as usual.
 * - Given `now`, an option position still open at the end of its fills once its expiry has passed
 *   is closed at 0, no costs, at 16:00 New York on the expiry date (exitKind 'expired'; see
 *   expiry-close.ts and docs/options.md). It is derived, never stored as a fill: a real closing fill
 *   imported later takes its place when the group is rebuilt.
 * - A closing fill the file marks as an assignment or exercise (closeKind) ends its trade with that
 *   exitKind ('assigned', 'exercised'); its price (0) keeps the premium's P&L as it is.
 * - Money is rounded to 6 places (half even); shared costs always add up to the fill's exact total.
 * - Arithmetic is exact (scaled integers, see scaled-decimal.ts): only the reported averages and
 *   the rounding to money places lose digits, and never in a way that depends on the input order.
 */
/** A fill as the matcher needs it: what the importer read, plus a stable id and a tie-breaker. */
export interface MatchableExecution
  extends Pick<ImportedExecution, 'accountId' | 'instrument' | 'side' | 'quantity' | 'price' | 'commission' | 'fees' | 'executedAtMs' | 'positionEffect' | 'timeNotGiven' | 'closeKind' | 'orderId'> {
  /** Stable id (the dedupe key, or a preview id); round-trip keys derive from it. */
  id: string;
  /** Tie-breaker for equal times: file order, or insertion order in the database. */
  sequence: number;
}

export interface TradeFill {
  executionId: string;
  role: 'entry' | 'exit';
  quantity: string;
  price: string;
  commission: string;
  fees: string;
  /** Epoch milliseconds, as the execution's. */
  executedAtMs: number;
}

export interface RoundTrip {
  /** `<id of the opening execution>#0`, or `#1` for the remainder of a flip fill. */
  key: string;
  accountId: string;
  instrument: Instrument;
  direction: 'LONG' | 'SHORT';
  quantity: string;
  closedQuantity: string;
  openQuantity: string;
  entryPrice: string;
  exitPrice: string | null;
  entryTime: Date;
  exitTime: Date | null;
  status: 'open' | 'closed';
  /**
   * 'expired' when the matcher closed the position at its expiry (no closing fill); 'assigned' or
   * 'exercised' when the fill that closed it says so (closeKind); else null.
   */
  exitKind: ExitKind | null;
  grossPnl: string;
  commission: string;
  fees: string;
  netPnl: string;
  fills: TradeFill[];
  /** False when a fill of the trade has a date but no time of day (docs/importing.md, "time not given"). */
  timeGiven: boolean;
  /** The broker's order id of the opening fill, when the source gave one (docs/options.md, "Multi-leg positions"). */
  entryOrderId: string | null;
}

/**
 * The part of a fill marked as a close that found no open position to close in the journal: its
 * position was opened before the imported history. Out of every trade (and so every statistic).
 */
export interface PreHistoryClose {
  executionId: string;
  accountId: string;
  instrument: Instrument;
  side: ImportedExecution['side'];
  /** The part of the fill that closes nothing the journal holds (all of it, or what a close larger than the position left). */
  quantity: string;
  executedAtMs: number;
}

export interface Matching {
  roundTrips: RoundTrip[];
  preHistoryCloses: PreHistoryClose[];
}

const MONEY_PLACES = 6;
const PRICE_PLACES = 8;

/** Decimal places every amount of one group is held at: enough for each of its inputs, so no sum rounds. */
interface Scales {
  quantity: number;
  price: number;
  /** Commission and fees; at least the money places, to which shares of a split fill are rounded. */
  cost: number;
  multiplier: number;
}

/**
 * An execution's numbers as units at its group's scales. One per group, read anew for each
 * execution: nothing keeps it past its execution, and an object per fill was garbage to collect.
 */
class Fill {
  execution!: MatchableExecution;
  quantity: Units = 0;
  price: Units = 0;
  commission: Units = 0;
  fees: Units = 0;

  constructor(private readonly scales: Scales) {}

  read(execution: MatchableExecution): this {
    const { scales } = this;
    this.execution = execution;
    this.quantity = toUnits(execution.quantity, scales.quantity);
    this.price = toUnits(execution.price, scales.price);
    this.commission = toUnits(execution.commission, scales.cost);
    this.fees = toUnits(execution.fees, scales.cost);
    return this;
  }
}

/** A round trip being built; every sum is held in units (quantity × price at quantity + price scale). */
class OpenTrip {
  readonly fills: TradeFill[] = [];
  /**
   * Open lots (quantity and price), oldest first from `firstLot` on: an index, so closing a lot
   * does not shift the arrays. Two arrays of numbers rather than an object per lot.
   */
  readonly lotQuantities: Units[] = [];
  readonly lotPrices: Units[] = [];
  firstLot = 0;
  opened: Units = 0;
  closed: Units = 0;
  entryValue: Units = 0;
  exitValue: Units = 0;
  /** Realized (exit − entry) × quantity, before the multiplier (the same for the whole group). */
  points: Units = 0;
  commission: Units = 0;
  fees: Units = 0;
  /** The entry fills' part of commission and fees: shared pro rata while the position is partly open. */
  entryCommission: Units = 0;
  entryFees: Units = 0;
  /** A fill of it came with a date only: its times are placeholders. */
  untimed = false;

  constructor(
    readonly key: string,
    readonly direction: 'LONG' | 'SHORT',
    readonly entryTimeMs: number,
    /** The opening fill's order id: legs of one multi-leg order share it. */
    readonly entryOrderId: string | null,
  ) {}

  get position(): Units {
    return subtract(this.opened, this.closed);
  }
}

/**
 * The round trips of `executions`, group by group (in the order the groups first appear), each
 * group's in entry order: as an import stores them, so each group's keys reach the trade_key index
 * in order. inEntryTimeOrder puts them in time order across groups, for showing.
 */
export function buildRoundTrips(executions: readonly MatchableExecution[], options: MatchOptions = {}): RoundTrip[] {
  return matchExecutions(executions, options).roundTrips;
}

export interface MatchOptions {
  /** The instant expiries are judged at: options expired by then are closed at 0. Without it none are. */
  now?: Date;
}

/** buildRoundTrips, and the closes of positions opened before the history (in time order per group). */
export function matchExecutions(executions: readonly MatchableExecution[], options: MatchOptions = {}): Matching {
  const groups = bucketsByRun(executions, inSameGroup, groupKeyOf);
  const matching: Matching = { roundTrips: [], preHistoryCloses: [] };
  const nowMs = options.now?.getTime();
  for (const group of groups.values()) matchGroup(group, matching, nowMs);
  return matching;
}

/** Trips by entry time, then key; the times are read once rather than at every comparison. */
export function inEntryTimeOrder(trips: readonly RoundTrip[]): RoundTrip[] {
  const keyed = trips.map((trip) => ({ time: trip.entryTime.getTime(), trip }));
  keyed.sort((a, b) => a.time - b.time || (a.trip.key < b.trip.key ? -1 : a.trip.key > b.trip.key ? 1 : 0));
  return keyed.map(({ trip }) => trip);
}

/** Matches one account's executions in one instrument (`group`, reordered in place), adding to `matching`. */
function matchGroup(group: MatchableExecution[], { roundTrips: trips, preHistoryCloses }: Matching, nowMs: number | undefined): void {
  // Imports hand executions over in storage order, which is already this order: checked, not re-sorted.
  if (!inMatchingOrder(group)) group.sort(byTimeThenSequence);
  const scales = scalesOf(group);
  const multiplier = toUnits(group[0]!.instrument.multiplier, scales.multiplier);
  const finish = (trip: OpenTrip, last: MatchableExecution, exitTimeMs: number | null, exitKind: ExitKind | null = null) =>
    trips.push(finishTrip(trip, last, exitTimeMs, exitKind, scales, multiplier));
  const fill = new Fill(scales);
  let current: OpenTrip | null = null;
  for (const execution of group) {
    fill.read(execution);
    if (fill.quantity <= 0) continue;
    const direction = execution.side === 'BUY' ? 'LONG' : 'SHORT';
    const closesOnly = execution.positionEffect === 'close';
    if (closesOnly && (!current || current.direction === direction)) {
      preHistoryCloses.push(preHistoryCloseOf(execution, fill.quantity, scales));
      continue;
    }
    if (!current || current.direction === direction) {
      current ??= new OpenTrip(`${execution.id}#0`, direction, execution.executedAtMs, execution.orderId ?? null);
      addEntry(current, fill, fill.quantity, fill.commission, fill.fees, scales);
      continue;
    }
    const position = current.position;
    if (fill.quantity <= position) {
      addExit(current, fill, fill.quantity, fill.commission, fill.fees, scales);
      if (sameUnits(fill.quantity, position)) {
        finish(current, execution, execution.executedAtMs, execution.closeKind ?? null);
        current = null;
      }
      continue;
    }
    // A flip (or, for a close, a position opened before the history): the closing part takes its
    // pro-rata share of the costs, the rest of the fill the rest.
    const closingCommission = proRata(fill.commission, position, fill.quantity, scales.cost);
    const closingFees = proRata(fill.fees, position, fill.quantity, scales.cost);
    addExit(current, fill, position, closingCommission, closingFees, scales);
    finish(current, execution, execution.executedAtMs, execution.closeKind ?? null);
    if (closesOnly) {
      preHistoryCloses.push(preHistoryCloseOf(execution, subtract(fill.quantity, position), scales));
      current = null;
      continue;
    }
    current = new OpenTrip(`${execution.id}#1`, direction, execution.executedAtMs, execution.orderId ?? null);
    addEntry(current, fill, subtract(fill.quantity, position), subtract(fill.commission, closingCommission), subtract(fill.fees, closingFees), scales);
  }
  if (!current) return;
  const last = group[group.length - 1]!;
  const expiredAtMs = dueExpiryCloseMs(last.instrument, last.executedAtMs, nowMs);
  if (expiredAtMs === null) {
    finish(current, last, null);
    return;
  }
  const expiry = expiryCloseOf(last, current, expiredAtMs, scales);
  addExit(current, fill.read(expiry), fill.quantity, 0, 0, scales);
  finish(current, expiry, expiredAtMs, 'expired');
}

/** The fill that closes `trip` at its expiry: the whole position, at 0, no costs. */
function expiryCloseOf(last: MatchableExecution, trip: OpenTrip, executedAtMs: number, scales: Scales): MatchableExecution {
  return {
    id: EXPIRY_CLOSE_ID,
    sequence: last.sequence + 1,
    accountId: last.accountId,
    instrument: last.instrument,
    side: trip.direction === 'LONG' ? 'SELL' : 'BUY',
    quantity: fromUnits(trip.position, scales.quantity),
    price: '0',
    commission: '0',
    fees: '0',
    executedAtMs,
    positionEffect: 'close',
  };
}

function preHistoryCloseOf(execution: MatchableExecution, quantity: Units, scales: Scales): PreHistoryClose {
  const { id: executionId, accountId, instrument, side, executedAtMs } = execution;
  return { executionId, accountId, instrument, side, quantity: fromUnits(quantity, scales.quantity), executedAtMs };
}

const byTimeThenSequence = (a: MatchableExecution, b: MatchableExecution) => a.executedAtMs - b.executedAtMs || a.sequence - b.sequence;

function inMatchingOrder(group: readonly MatchableExecution[]): boolean {
  let previousTime = -Infinity;
  let previousSequence = -Infinity;
  for (const { executedAtMs: time, sequence } of group) {
    if (time < previousTime || (time === previousTime && sequence < previousSequence)) return false;
    previousTime = time;
    previousSequence = sequence;
  }
  return true;
}

function scalesOf(group: readonly MatchableExecution[]): Scales {
  const scales: Scales = { quantity: 0, price: 0, cost: MONEY_PLACES, multiplier: fractionDigits(group[0]!.instrument.multiplier) };
  // Quantities and costs mostly repeat the previous execution's text: only a new text is measured.
  let quantityText = '';
  let commissionText = '';
  let feesText = '';
  for (const { quantity, price, commission, fees } of group) {
    if (quantity !== quantityText) scales.quantity = Math.max(scales.quantity, fractionDigits((quantityText = quantity)));
    scales.price = Math.max(scales.price, fractionDigits(price));
    if (commission !== commissionText) scales.cost = Math.max(scales.cost, fractionDigits((commissionText = commission)));
    if (fees !== feesText) scales.cost = Math.max(scales.cost, fractionDigits((feesText = fees)));
  }
  return scales;
}

/** `amount × slice / total` rounded half to even to money places, expressed at `costScale` (≥ money places). */
function proRata(amount: Units, slice: Units, total: Units, costScale: number): Units {
  // amount × slice / total at money places is amount × slice / (total × 10^(costScale − money places)).
  const extraPlaces = powerOfTen(costScale - MONEY_PLACES);
  return multiply(divide(multiply(amount, slice), multiply(total, extraPlaces)), extraPlaces);
}

function addEntry(trip: OpenTrip, fill: Fill, quantity: Units, commission: Units, fees: Units, scales: Scales): void {
  trip.lotQuantities.push(quantity);
  trip.lotPrices.push(fill.price);
  trip.opened = add(trip.opened, quantity);
  trip.entryValue = add(trip.entryValue, multiply(quantity, fill.price));
  addFill(trip, fill, 'entry', quantity, commission, fees, scales);
}

function addExit(trip: OpenTrip, fill: Fill, quantity: Units, commission: Units, fees: Units, scales: Scales): void {
  let left = quantity;
  while (left > 0) {
    const lot = trip.firstLot;
    const lotQuantity = trip.lotQuantities[lot]!;
    const lotPrice = trip.lotPrices[lot]!;
    const used = lotQuantity <= left ? lotQuantity : left;
    const perUnit = trip.direction === 'LONG' ? subtract(fill.price, lotPrice) : subtract(lotPrice, fill.price);
    trip.points = add(trip.points, multiply(perUnit, used));
    const remaining = subtract(lotQuantity, used);
    trip.lotQuantities[lot] = remaining;
    if (remaining <= 0) trip.firstLot += 1;
    left = subtract(left, used);
  }
  trip.closed = add(trip.closed, quantity);
  trip.exitValue = add(trip.exitValue, multiply(quantity, fill.price));
  addFill(trip, fill, 'exit', quantity, commission, fees, scales);
}

function addFill(trip: OpenTrip, fill: Fill, role: TradeFill['role'], quantity: Units, commission: Units, fees: Units, scales: Scales): void {
  trip.commission = add(trip.commission, commission);
  trip.fees = add(trip.fees, fees);
  if (role === 'entry') {
    trip.entryCommission = add(trip.entryCommission, commission);
    trip.entryFees = add(trip.entryFees, fees);
  }
  if (fill.execution.timeNotGiven) trip.untimed = true;
  trip.fills.push({
    executionId: fill.execution.id,
    role,
    quantity: quantityText(fill, quantity, scales),
    price: fill.execution.price,
    commission: fromUnits(commission, scales.cost),
    fees: fromUnits(fees, scales.cost),
    executedAtMs: fill.execution.executedAtMs,
  });
}

/** The fill's quantity as text: the execution's own string when the fill is all of it (no copy per fill). */
function quantityText(fill: Fill, quantity: Units, scales: Scales): string {
  const text = fill.execution.quantity;
  return sameUnits(quantity, fill.quantity) && isCanonicalDecimal(text) ? text : fromUnits(quantity, scales.quantity);
}

function finishTrip(trip: OpenTrip, last: MatchableExecution, exitTimeMs: number | null, exitKind: ExitKind | null, scales: Scales, multiplier: Units): RoundTrip {
  const gross = rescale(multiply(trip.points, multiplier), scales.price + scales.quantity + scales.multiplier, MONEY_PLACES);
  const commission = rescale(chargedCost(trip, trip.commission, trip.entryCommission, scales), scales.cost, MONEY_PLACES);
  const fees = rescale(chargedCost(trip, trip.fees, trip.entryFees, scales), scales.cost, MONEY_PLACES);
  const averagePrice = (value: Units, quantity: Units) => fromUnits(averageOf(value, quantity, scales.price), PRICE_PLACES);
  const closed = exitTimeMs !== null;
  return {
    key: trip.key,
    accountId: last.accountId,
    instrument: last.instrument,
    direction: trip.direction,
    quantity: fromUnits(trip.opened, scales.quantity),
    closedQuantity: fromUnits(trip.closed, scales.quantity),
    openQuantity: fromUnits(trip.position, scales.quantity),
    entryPrice: averagePrice(trip.entryValue, trip.opened),
    exitPrice: trip.closed > 0 ? averagePrice(trip.exitValue, trip.closed) : null,
    entryTime: new Date(trip.entryTimeMs),
    exitTime: closed ? new Date(exitTimeMs) : null,
    status: closed ? 'closed' : 'open',
    exitKind,
    grossPnl: fromUnits(gross, MONEY_PLACES),
    commission: fromUnits(commission, MONEY_PLACES),
    fees: fromUnits(fees, MONEY_PLACES),
    netPnl: fromUnits(subtract(subtract(gross, commission), fees), MONEY_PLACES),
    fills: trip.fills,
    timeGiven: !trip.untimed,
    entryOrderId: trip.entryOrderId,
  };
}

/**
 * The costs charged to what the trip has closed: all of them once it is flat; while part is still
 * open, the exit fills' costs and the entry fills' pro rata by quantity closed (issue 27: a partial
 * close was charged the whole entry commission).
 */
function chargedCost(trip: OpenTrip, total: Units, entryPart: Units, scales: Scales): Units {
  if (sameUnits(trip.closed, trip.opened)) return total;
  const exitPart = subtract(total, entryPart);
  return add(exitPart, proRata(entryPart, trip.closed, trip.opened, scales.cost));
}

/**
 * value / quantity (value at `priceScale` + the quantity scale, quantity at its scale) at price
 * places, half to even: value × 10^(price places − priceScale) / quantity, the powers of ten
 * cancelled first so the numbers stay small.
 */
function averageOf(value: Units, quantity: Units, priceScale: number): Units {
  if (priceScale <= PRICE_PLACES) return divide(multiply(value, powerOfTen(PRICE_PLACES - priceScale)), quantity);
  return divide(value, multiply(quantity, powerOfTen(priceScale - PRICE_PLACES)));
}
