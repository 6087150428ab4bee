import { isCanonicalDecimal } from '../domain/decimal-text';
import type { ImportedExecution } from '../domain/execution';
import type { Instrument } from '../domain/instruments';
import { divideHalfEven, fractionDigits, fromUnits, pow10, rescale, toUnits } from './scaled-decimal';

/*
 * FIFO round trips.
 * - Executions are grouped by account and instrument, and read in time order (ties: `sequence`).
 * - A round trip runs from flat to flat. Fills in the position's direction are entries (scaling in),
 *   opposite fills are exits (scaling out) that close the oldest open lots first (FIFO); realized
 *   gross P&L is (exit − lot price) × quantity × multiplier, negated for shorts.
 * - A fill larger than the open position closes it and opens the other direction with the rest
 *   (a flip): it is split in two, and its commission and fees are shared pro rata by quantity.
 * - A position still open at the end is an 'open' trade: realized P&L of what was closed so far,
 *   the costs of all its fills, no exit time.
 * - Money is rounded to 6 places (half even); shared costs always add up to the fill's exact total.
 * - Arithmetic is exact (scaled bigints, see scaled-decimal.ts): only the reported averages and
 *   the rounding to money places lose digits, and never in a way that depends on the input order.
 */
/** A fill as the matcher needs it: what the importer read, plus a stable id and a tie-breaker. */
export interface MatchableExecution
  extends Pick<ImportedExecution, 'accountId' | 'instrument' | 'side' | 'quantity' | 'price' | 'commission' | 'fees' | 'executedAt'> {
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
  executedAt: Date;
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
  grossPnl: string;
  commission: string;
  fees: string;
  netPnl: string;
  fills: TradeFill[];
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

/** An execution's numbers as units at its group's scales. */
interface Fill {
  execution: MatchableExecution;
  quantity: bigint;
  price: bigint;
  commission: bigint;
  fees: bigint;
}

interface Lot {
  quantity: bigint;
  price: bigint;
}

/** A round trip being built; every sum is held in units (quantity × price at quantity + price scale). */
class OpenTrip {
  readonly fills: TradeFill[] = [];
  /** Open lots, oldest first from `firstLot` on (an index, so closing a lot does not shift the array). */
  readonly lots: Lot[] = [];
  firstLot = 0;
  opened = 0n;
  closed = 0n;
  entryValue = 0n;
  exitValue = 0n;
  /** Realized (exit − entry) × quantity, before the multiplier (the same for the whole group). */
  points = 0n;
  commission = 0n;
  fees = 0n;

  constructor(
    readonly key: string,
    readonly direction: 'LONG' | 'SHORT',
    readonly entryTime: Date,
  ) {}

  get position(): bigint {
    return this.opened - this.closed;
  }
}

export function buildRoundTrips(executions: readonly MatchableExecution[]): RoundTrip[] {
  const groups = new Map<string, Map<string, MatchableExecution[]>>();
  for (const execution of executions) {
    let symbols = groups.get(execution.accountId);
    if (!symbols) groups.set(execution.accountId, (symbols = new Map()));
    let group = symbols.get(execution.instrument.symbol);
    if (!group) symbols.set(execution.instrument.symbol, (group = []));
    group.push(execution);
  }
  const trips: RoundTrip[] = [];
  for (const symbols of groups.values()) {
    for (const group of symbols.values()) matchGroup(group, trips);
  }
  return byEntryTime(trips);
}

/** Trips by entry time, then key; the times are read once rather than at every comparison. */
function byEntryTime(trips: readonly RoundTrip[]): RoundTrip[] {
  const keyed = trips.map((trip) => ({ time: trip.entryTime.getTime(), trip }));
  keyed.sort((a, b) => a.time - b.time || (a.trip.key < b.trip.key ? -1 : a.trip.key > b.trip.key ? 1 : 0));
  return keyed.map(({ trip }) => trip);
}

/** Matches one account's executions in one instrument (`group`, reordered in place), adding its trips to `trips`. */
function matchGroup(group: MatchableExecution[], trips: RoundTrip[]): void {
  // Imports hand executions over in storage order, which is already this order: checked, not re-sorted.
  if (!inMatchingOrder(group)) group.sort(byTimeThenSequence);
  const scales = scalesOf(group);
  const multiplier = toUnits(group[0]!.instrument.multiplier, scales.multiplier);
  const finish = (trip: OpenTrip, last: MatchableExecution, exitTime: Date | null) => trips.push(finishTrip(trip, last, exitTime, scales, multiplier));
  let current: OpenTrip | null = null;
  for (const execution of group) {
    const fill = fillOf(execution, scales);
    if (fill.quantity <= 0n) continue;
    const direction = execution.side === 'BUY' ? 'LONG' : 'SHORT';
    if (!current || current.direction === direction) {
      current ??= new OpenTrip(`${execution.id}#0`, direction, execution.executedAt);
      addEntry(current, fill, fill.quantity, fill.commission, fill.fees, scales);
      continue;
    }
    const position = current.position;
    if (fill.quantity <= position) {
      addExit(current, fill, fill.quantity, fill.commission, fill.fees, scales);
      if (fill.quantity === position) {
        finish(current, execution, execution.executedAt);
        current = null;
      }
      continue;
    }
    // A flip: the closing part takes its pro-rata share of the costs, the opening part the rest.
    const closingCommission = proRata(fill.commission, position, fill.quantity, scales.cost);
    const closingFees = proRata(fill.fees, position, fill.quantity, scales.cost);
    addExit(current, fill, position, closingCommission, closingFees, scales);
    finish(current, execution, execution.executedAt);
    current = new OpenTrip(`${execution.id}#1`, direction, execution.executedAt);
    addEntry(current, fill, fill.quantity - position, fill.commission - closingCommission, fill.fees - closingFees, scales);
  }
  if (current) finish(current, group[group.length - 1]!, null);
}

const byTimeThenSequence = (a: MatchableExecution, b: MatchableExecution) => a.executedAt.getTime() - b.executedAt.getTime() || a.sequence - b.sequence;

function inMatchingOrder(group: readonly MatchableExecution[]): boolean {
  for (let index = 1; index < group.length; index += 1) if (byTimeThenSequence(group[index - 1]!, group[index]!) > 0) return false;
  return true;
}

function scalesOf(group: readonly MatchableExecution[]): Scales {
  const scales: Scales = { quantity: 0, price: 0, cost: MONEY_PLACES, multiplier: fractionDigits(group[0]!.instrument.multiplier) };
  for (const { quantity, price, commission, fees } of group) {
    scales.quantity = Math.max(scales.quantity, fractionDigits(quantity));
    scales.price = Math.max(scales.price, fractionDigits(price));
    scales.cost = Math.max(scales.cost, fractionDigits(commission), fractionDigits(fees));
  }
  return scales;
}

function fillOf(execution: MatchableExecution, scales: Scales): Fill {
  return {
    execution,
    quantity: toUnits(execution.quantity, scales.quantity),
    price: toUnits(execution.price, scales.price),
    commission: toUnits(execution.commission, scales.cost),
    fees: toUnits(execution.fees, scales.cost),
  };
}

/** `amount × slice / total` rounded half to even to money places, expressed at `costScale` (≥ money places). */
function proRata(amount: bigint, slice: bigint, total: bigint, costScale: number): bigint {
  const share = divideHalfEven(amount * slice * pow10(MONEY_PLACES), total * pow10(costScale));
  return share * pow10(costScale - MONEY_PLACES);
}

function addEntry(trip: OpenTrip, fill: Fill, quantity: bigint, commission: bigint, fees: bigint, scales: Scales): void {
  trip.lots.push({ quantity, price: fill.price });
  trip.opened += quantity;
  trip.entryValue += quantity * fill.price;
  addFill(trip, fill, 'entry', quantity, commission, fees, scales);
}

function addExit(trip: OpenTrip, fill: Fill, quantity: bigint, commission: bigint, fees: bigint, scales: Scales): void {
  let left = quantity;
  while (left > 0n) {
    const lot = trip.lots[trip.firstLot]!;
    const used = lot.quantity <= left ? lot.quantity : left;
    const perUnit = trip.direction === 'LONG' ? fill.price - lot.price : lot.price - fill.price;
    trip.points += perUnit * used;
    lot.quantity -= used;
    if (lot.quantity === 0n) trip.firstLot += 1;
    left -= used;
  }
  trip.closed += quantity;
  trip.exitValue += quantity * fill.price;
  addFill(trip, fill, 'exit', quantity, commission, fees, scales);
}

function addFill(trip: OpenTrip, fill: Fill, role: TradeFill['role'], quantity: bigint, commission: bigint, fees: bigint, scales: Scales): void {
  trip.commission += commission;
  trip.fees += fees;
  trip.fills.push({
    executionId: fill.execution.id,
    role,
    quantity: quantityText(fill, quantity, scales),
    price: fill.execution.price,
    commission: fromUnits(commission, scales.cost),
    fees: fromUnits(fees, scales.cost),
    executedAt: fill.execution.executedAt,
  });
}

/** The fill's quantity as text: the execution's own string when the fill is all of it (no copy per fill). */
function quantityText(fill: Fill, quantity: bigint, scales: Scales): string {
  const text = fill.execution.quantity;
  return quantity === fill.quantity && isCanonicalDecimal(text) ? text : fromUnits(quantity, scales.quantity);
}

function finishTrip(trip: OpenTrip, last: MatchableExecution, exitTime: Date | null, scales: Scales, multiplier: bigint): RoundTrip {
  const gross = rescale(trip.points * multiplier, scales.price + scales.quantity + scales.multiplier, MONEY_PLACES);
  const commission = rescale(trip.commission, scales.cost, MONEY_PLACES);
  const fees = rescale(trip.fees, scales.cost, MONEY_PLACES);
  const averagePrice = (value: bigint, quantity: bigint) => fromUnits(divideHalfEven(value * pow10(PRICE_PLACES), quantity * pow10(scales.price)), PRICE_PLACES);
  const closed = exitTime !== null;
  return {
    key: trip.key,
    accountId: last.accountId,
    instrument: last.instrument,
    direction: trip.direction,
    quantity: fromUnits(trip.opened, scales.quantity),
    closedQuantity: fromUnits(trip.closed, scales.quantity),
    openQuantity: fromUnits(trip.position, scales.quantity),
    entryPrice: averagePrice(trip.entryValue, trip.opened),
    exitPrice: trip.closed > 0n ? averagePrice(trip.exitValue, trip.closed) : null,
    entryTime: trip.entryTime,
    exitTime: closed ? exitTime : null,
    status: closed ? 'closed' : 'open',
    grossPnl: fromUnits(gross, MONEY_PLACES),
    commission: fromUnits(commission, MONEY_PLACES),
    fees: fromUnits(fees, MONEY_PLACES),
    netPnl: fromUnits(gross - commission - fees, MONEY_PLACES),
    fills: trip.fills,
  };
}
