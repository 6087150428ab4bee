import Big from 'big.js';
import { EXPIRY_CLOSE_ID, type PreHistoryClose, type RoundTrip } from '../../trades';
import { averageCostDelta } from './average-cost';
import { abs, micros, text } from './money-micros';

/**
 * What a file states of its own, per fill: the broker's side of the reconciliation
 * (docs/importing.md, "Reconciliation with the broker's figures").
 * - 'pnl': the realized P&L of the fill (DAS Trader's P / L, Interactive Brokers' Realized P/L and
 *   fifoPnlRealized), written on closing fills.
 * - 'amount': the net cash the fill moved (TradeZero's Net Proceeds, E*TRADE's, Fidelity's and
 *   Schwab's Amount): paid below 0, received above. The sum over a closed trade's fills is the
 *   broker's realized P&L of that trade.
 */
export interface StatedFigure {
  kind: 'pnl' | 'amount';
  /** The fill's id as the matcher knows it (its dedupe key). */
  executionId: string;
  symbol: string;
  /** Decimal text, as the file writes it. */
  amount: string;
  /** The whole fill's quantity: a fill split over two trades (a flip) shares its amount pro rata. */
  quantity: string;
}

/** Why the broker's figure and ours differ, when we know. */
export type DifferenceReason = 'broker_before_fees' | 'pre_history_close' | 'average_cost';

export interface SymbolReconciliation {
  symbol: string;
  broker: string;
  ours: string;
  difference: string;
  /** What each known reason accounts for, in the order they were found. */
  reasons: { reason: DifferenceReason; amount: string }[];
  /** A difference (past rounding) no known reason accounts for: flagged, never hidden. */
  unexplained: string | null;
}

export interface Reconciliation {
  symbols: SymbolReconciliation[];
  broker: string;
  ours: string;
  difference: string;
  /** False when any symbol's difference is left unexplained. */
  reconciled: boolean;
}

/** Files round each fill's figure to the cent: half a cent per fill (at least a cent) is rounding. */
const HALF_CENT = micros('0.005');

interface BrokerSide {
  broker: bigint;
  fills: number;
  preHistory: bigint;
}

interface OurSide {
  net: bigint;
  costs: bigint;
  /** Average cost's realized P&L less ours (FIFO), for a file whose broker books average cost. */
  averageCost: bigint;
}

/**
 * The broker's figures against ours, per symbol: `roundTrips` and `preHistoryCloses` are the
 * matcher's answer, never recomputed here. A known reason is named with the amount it explains; the
 * rest, past rounding, is flagged as unexplained. Null when the file states nothing of its own.
 */
export function reconcile(stated: readonly StatedFigure[], roundTrips: readonly RoundTrip[], preHistoryCloses: readonly PreHistoryClose[]): Reconciliation | null {
  if (stated.length === 0) return null;
  const statedPnl = stated.filter((figure) => figure.kind === 'pnl');
  const statedAmounts = stated.filter((figure) => figure.kind === 'amount');
  const brokerSide = new Map<string, BrokerSide>();
  const ourSide = new Map<string, OurSide>();
  if (statedPnl.length > 0) addStatedPnl(statedPnl, roundTrips, preHistoryCloses, brokerSide, ourSide);
  if (statedAmounts.length > 0) addClosedTradeAmounts(statedAmounts, roundTrips, brokerSide, ourSide);
  const symbols = [...brokerSide]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([symbol, broker]) => symbolReconciliation(symbol, broker, ourSide.get(symbol) ?? { net: 0n, costs: 0n, averageCost: 0n }));
  const total = (pick: (line: SymbolReconciliation) => string) => text(symbols.reduce((sum, line) => sum + micros(pick(line)), 0n));
  return {
    symbols,
    broker: total((line) => line.broker),
    ours: total((line) => line.ours),
    difference: total((line) => line.difference),
    reconciled: symbols.every((line) => line.unexplained === null),
  };
}

/** Stated P&L: every fill's figure against the net P&L of every round trip of its symbol. */
function addStatedPnl(stated: readonly StatedFigure[], roundTrips: readonly RoundTrip[], preHistoryCloses: readonly PreHistoryClose[], brokerSide: Map<string, BrokerSide>, ourSide: Map<string, OurSide>): void {
  const preHistoryIds = new Set(preHistoryCloses.map((close) => close.executionId));
  for (const figure of stated) {
    const entry = brokerEntry(brokerSide, figure.symbol);
    const amount = micros(figure.amount);
    entry.broker += amount;
    entry.fills += 1;
    if (preHistoryIds.has(figure.executionId)) entry.preHistory += amount;
  }
  for (const trip of roundTrips) {
    const entry = ourEntry(ourSide, trip.instrument.symbol);
    entry.net += micros(trip.netPnl);
    entry.costs += micros(trip.commission) + micros(trip.fees);
    entry.averageCost += averageCostDelta(trip);
  }
}

/**
 * Stated amounts: a closed trade's fills' cash is the broker's P&L of that trade. A trade still
 * open has realized nothing the cash shows, and a trade holding a fill the file does not state (one
 * stored by an earlier import) cannot be summed: both are left out on both sides.
 */
function addClosedTradeAmounts(stated: readonly StatedFigure[], roundTrips: readonly RoundTrip[], brokerSide: Map<string, BrokerSide>, ourSide: Map<string, OurSide>): void {
  const byId = new Map(stated.map((figure) => [figure.executionId, figure]));
  for (const trip of roundTrips) {
    if (trip.status !== 'closed') continue;
    const shares = trip.fills.filter((fill) => fill.executionId !== EXPIRY_CLOSE_ID).map((fill) => ({ fill, figure: byId.get(fill.executionId) }));
    if (shares.length === 0 || shares.some(({ figure }) => figure === undefined)) continue;
    const entry = brokerEntry(brokerSide, trip.instrument.symbol);
    for (const { fill, figure } of shares) {
      // A fill split over two trades (a flip) is shared by quantity, as the matcher shares its costs.
      entry.broker += micros(new Big(figure!.amount).times(fill.quantity).div(figure!.quantity).toFixed(6));
      entry.fills += 1;
    }
    const ours = ourEntry(ourSide, trip.instrument.symbol);
    ours.net += micros(trip.netPnl);
    ours.costs += micros(trip.commission) + micros(trip.fees);
  }
}

const brokerEntry = (entries: Map<string, BrokerSide>, symbol: string): BrokerSide => getOrAdd(entries, symbol, () => ({ broker: 0n, fills: 0, preHistory: 0n }));
const ourEntry = (entries: Map<string, OurSide>, symbol: string): OurSide => getOrAdd(entries, symbol, () => ({ net: 0n, costs: 0n, averageCost: 0n }));

function getOrAdd<T>(entries: Map<string, T>, key: string, create: () => T): T {
  let entry = entries.get(key);
  if (entry === undefined) {
    entry = create();
    entries.set(key, entry);
  }
  return entry;
}

function symbolReconciliation(symbol: string, broker: BrokerSide, ours: OurSide): SymbolReconciliation {
  const difference = broker.broker - ours.net;
  const tolerance = BigInt(Math.max(2, broker.fills)) * HALF_CENT;
  const reasons: SymbolReconciliation['reasons'] = [];
  let rest = difference;
  if (broker.preHistory !== 0n) {
    reasons.push({ reason: 'pre_history_close', amount: text(broker.preHistory) });
    rest -= broker.preHistory;
  }
  // The broker's figure left out commissions and fees (ours is net of them), or booked the closes
  // against the average cost of the position rather than its oldest lots: alone or together.
  const candidates: { reason: DifferenceReason; amount: bigint }[][] = [
    [{ reason: 'broker_before_fees', amount: ours.costs }],
    [{ reason: 'average_cost', amount: ours.averageCost }],
    [
      { reason: 'average_cost', amount: ours.averageCost },
      { reason: 'broker_before_fees', amount: ours.costs },
    ],
  ];
  if (abs(rest) > tolerance) {
    const explaining = candidates.find((set) => set.every((part) => part.amount !== 0n) && abs(rest - set.reduce((sum, part) => sum + part.amount, 0n)) <= tolerance);
    for (const part of explaining ?? []) {
      reasons.push({ reason: part.reason, amount: text(part.amount) });
      rest -= part.amount;
    }
  }
  return { symbol, broker: text(broker.broker), ours: text(ours.net), difference: text(difference), reasons, unexplained: abs(rest) > tolerance ? text(rest) : null };
}
