import type { PreHistoryClose, RoundTrip } from '../../trades';

/**
 * What a file states of its own realized P&L, per fill (DAS Trader's P / L, Interactive Brokers'
 * Realized P/L and fifoPnlRealized): the broker's side of the reconciliation (docs/importing.md).
 */
export interface StatedPnl {
  /** The fill's id as the matcher knows it (its dedupe key). */
  executionId: string;
  symbol: string;
  /** Decimal text, as the file writes it. */
  amount: string;
}

/** Why the broker's figure and ours differ, when we know. */
export type DifferenceReason = 'broker_before_fees' | 'pre_history_close';

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

/** Money is compared in millionths (the journal's money places), never in binary floats. */
const PLACES = 6n;
const UNIT = 10n ** PLACES;
/** Files round each fill's figure to the cent: half a cent per fill (at least a cent) is rounding. */
const HALF_CENT = UNIT / 200n;

/**
 * The broker's figures against ours: per symbol, the file's stated P&L of its fills against the net
 * P&L of the round trips holding them (as the journal matched them: `roundTrips` and
 * `preHistoryCloses` are the matcher's answer, never recomputed here). A known reason is named
 * with the amount it explains; the rest, past rounding, is flagged as unexplained.
 */
export function reconcile(stated: readonly StatedPnl[], roundTrips: readonly RoundTrip[], preHistoryCloses: readonly PreHistoryClose[]): Reconciliation | null {
  if (stated.length === 0) return null;
  const bySymbol = new Map<string, { broker: bigint; fills: number; preHistory: bigint }>();
  const preHistoryIds = new Set(preHistoryCloses.map((close) => close.executionId));
  for (const figure of stated) {
    const entry = bySymbol.get(figure.symbol) ?? { broker: 0n, fills: 0, preHistory: 0n };
    const amount = micros(figure.amount);
    entry.broker += amount;
    entry.fills += 1;
    if (preHistoryIds.has(figure.executionId)) entry.preHistory += amount;
    bySymbol.set(figure.symbol, entry);
  }
  const ours = new Map<string, { net: bigint; costs: bigint }>();
  for (const trip of roundTrips) {
    const entry = ours.get(trip.instrument.symbol) ?? { net: 0n, costs: 0n };
    entry.net += micros(trip.netPnl);
    entry.costs += micros(trip.commission) + micros(trip.fees);
    ours.set(trip.instrument.symbol, entry);
  }
  const symbols = [...bySymbol].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([symbol, broker]) => symbolReconciliation(symbol, broker, ours.get(symbol) ?? { net: 0n, costs: 0n }));
  const total = (pick: (line: SymbolReconciliation) => string) => text(symbols.reduce((sum, line) => sum + micros(pick(line)), 0n));
  return {
    symbols,
    broker: total((line) => line.broker),
    ours: total((line) => line.ours),
    difference: total((line) => line.difference),
    reconciled: symbols.every((line) => line.unexplained === null),
  };
}

function symbolReconciliation(symbol: string, broker: { broker: bigint; fills: number; preHistory: bigint }, ours: { net: bigint; costs: bigint }): SymbolReconciliation {
  const difference = broker.broker - ours.net;
  const tolerance = BigInt(Math.max(2, broker.fills)) * HALF_CENT;
  const reasons: SymbolReconciliation['reasons'] = [];
  let rest = difference;
  if (broker.preHistory !== 0n) {
    reasons.push({ reason: 'pre_history_close', amount: text(broker.preHistory) });
    rest -= broker.preHistory;
  }
  // The broker wrote its P&L before commissions and fees, which ours is net of.
  if (abs(rest) > tolerance && ours.costs !== 0n && abs(rest - ours.costs) <= tolerance) {
    reasons.push({ reason: 'broker_before_fees', amount: text(ours.costs) });
    rest -= ours.costs;
  }
  return { symbol, broker: text(broker.broker), ours: text(ours.net), difference: text(difference), reasons, unexplained: abs(rest) > tolerance ? text(rest) : null };
}

/** Decimal text at the money places (more places are cut: the file's figures carry cents). */
function micros(decimal: string): bigint {
  const negative = decimal.startsWith('-');
  const [whole = '0', fraction = ''] = decimal.replace(/^[-+]/, '').split('.');
  const value = BigInt(whole || '0') * UNIT + BigInt((fraction + '000000').slice(0, Number(PLACES)));
  return negative ? -value : value;
}

function text(value: bigint): string {
  const sign = value < 0n ? '-' : '';
  const magnitude = abs(value);
  const fraction = (magnitude % UNIT).toString().padStart(Number(PLACES), '0').replace(/0+$/, '');
  return `${sign}${magnitude / UNIT}${fraction ? `.${fraction}` : ''}`;
}

const abs = (value: bigint) => (value < 0n ? -value : value);
