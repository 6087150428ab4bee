import Big from 'big.js';
import { canonicalDecimal } from './decimal-text';
import type { AssignmentKind, ExecutionSide, ImportedExecution } from './execution';
import { stockInstrument } from './instruments';
import { calendarDateIn, NEW_YORK } from './zoned-time';

/**
 * Links the shares an assignment or exercise delivered to the option it came from (docs/options.md,
 * "Assignment and exercise"). An option's closing row marked `closeKind` moves
 * strike × contracts × multiplier shares: a call exercised (long) or a put assigned (short) buys
 * them, a put exercised or a call assigned sells them.
 * - `in-file`: the broker writes the stock fill itself (IBKR, Schwab, E*TRADE, Fidelity); it is
 *   found (same account, the underlying, that side and quantity at the strike, within a few days)
 *   and marked `assignedFrom`, never doubled.
 * - `derived`: the file has no stock fill for it (thinkorswim's Account Trade History); one is added
 *   at the strike, at the option's row time, with no costs. Cash-settled index options deliver none.
 * Returns the executions in their order, each added fill right after its option's row.
 */
export function linkAssignments(executions: readonly ImportedExecution[], shares: 'in-file' | 'derived'): ImportedExecution[] {
  if (!executions.some((execution) => execution.closeKind)) return [...executions];
  const linked = executions.map((execution) => ({ ...execution }));
  const taken = new Set<ImportedExecution>();
  const result: ImportedExecution[] = [];
  for (const execution of linked) {
    result.push(execution);
    const delivery = deliveryOf(execution);
    if (!delivery) continue;
    const inFile = linked.find((candidate) => !taken.has(candidate) && !candidate.assignedFrom && delivers(candidate, execution, delivery));
    if (inFile) {
      taken.add(inFile);
      inFile.assignedFrom = execution.instrument.symbol;
    } else if (shares === 'derived' && !CASH_SETTLED.has(delivery.underlying)) {
      result.push(derivedFill(execution, delivery));
    }
  }
  return result;
}

/** Index options settle in cash: no shares change hands. */
const CASH_SETTLED = new Set(['SPX', 'SPXW', 'NDX', 'NDXP', 'RUT', 'RUTW', 'VIX', 'VIXW', 'XSP', 'DJX', 'OEX', 'XEO']);

/** How far apart (in calendar days) a broker may book the option's row and the shares' row. */
const BOOKING_DAYS = 4;
const DAY_MS = 86_400_000;

interface Delivery {
  underlying: string;
  side: ExecutionSide;
  quantity: string;
  price: string;
}

/** The shares an option's assigned or exercised row delivers; null for any other row. */
function deliveryOf(execution: ImportedExecution): Delivery | null {
  const option = execution.instrument.option;
  if (!execution.closeKind || !option) return null;
  const buys = (option.right === 'C') === (execution.closeKind === 'exercised');
  return {
    underlying: option.underlying,
    side: buys ? 'BUY' : 'SELL',
    quantity: canonicalDecimal(new Big(execution.quantity).times(execution.instrument.multiplier).toFixed()),
    price: canonicalDecimal(option.strike),
  };
}

function delivers(candidate: ImportedExecution, option: ImportedExecution, delivery: Delivery): boolean {
  return (
    candidate.instrument.assetClass === 'stock' &&
    candidate.accountId === option.accountId &&
    candidate.instrument.symbol === delivery.underlying &&
    candidate.side === delivery.side &&
    canonicalDecimal(candidate.quantity) === delivery.quantity &&
    canonicalDecimal(candidate.price) === delivery.price &&
    daysApart(candidate.executedAtMs, option.executedAtMs) <= BOOKING_DAYS
  );
}

function daysApart(aMs: number, bMs: number): number {
  const day = (ms: number) => Date.parse(`${calendarDateIn(new Date(ms), NEW_YORK)}T00:00:00Z`);
  return Math.abs(day(aMs) - day(bMs)) / DAY_MS;
}

function derivedFill(option: ImportedExecution, delivery: Delivery): ImportedExecution {
  return {
    line: option.line,
    accountId: option.accountId,
    instrument: stockInstrument(delivery.underlying),
    side: delivery.side,
    quantity: delivery.quantity,
    price: delivery.price,
    commission: '0',
    fees: '0',
    executedAtMs: option.executedAtMs,
    externalId: null,
    assignedFrom: option.instrument.symbol,
  };
}

/** 'assigned' or 'exercised' when a row's action text says so ("Assigned", "Exchange or Exercise", "OPTION EXERCISED"); else undefined. */
export function assignmentKindOf(text: string): AssignmentKind | undefined {
  if (/\bassign/i.test(text)) return 'assigned';
  if (/\bexercis/i.test(text)) return 'exercised';
  return undefined;
}

/** IBKR's trade codes: A an assignment, Ex an exercise (both on the option's row and on the shares'). */
export function ibkrAssignmentKindOf(codes: readonly string[]): AssignmentKind | undefined {
  if (codes.some((code) => code.toUpperCase() === 'A')) return 'assigned';
  if (codes.some((code) => code.toUpperCase() === 'EX')) return 'exercised';
  return undefined;
}
