import { assignmentKindOf, type AssignmentKind, type ExecutionSide } from '../../../../trades';

/**
 * What a Fidelity history row is, read from its Action text. Fidelity has no side column: a fill is
 * "YOU BOUGHT …" or "YOU SOLD …" (options add "OPENING/CLOSING TRANSACTION", shorts "SHORT SALE";
 * stock delivered by an assignment is "YOU BOUGHT ASSIGNED PUTS …"). An option that expires or is
 * assigned/exercised leaves the account in a row of its own with no price: it closes the option
 * position at 0, or the journal would show it open forever. Everything else (dividends, interest,
 * reinvestments, transfers, core-account sweeps, contributions) is not a trade.
 */
export type FidelityAction =
  | { kind: 'fill'; side: ExecutionSide; positionEffect?: 'open' | 'close' }
  | { kind: 'option-removal'; closeKind?: AssignmentKind }
  | { kind: 'not-a-trade' };

const FILL = /^YOU (BOUGHT|SOLD)\b/i;
const OPTION_REMOVAL = /^(EXPIRED|ASSIGNED|EXERCISED)\b/i;

export function fidelityActionOf(action: string): FidelityAction {
  const fill = FILL.exec(action.trim());
  if (fill) {
    const side: ExecutionSide = fill[1]?.toUpperCase() === 'BOUGHT' ? 'BUY' : 'SELL';
    return { kind: 'fill', side, positionEffect: positionEffectOf(action) };
  }
  if (OPTION_REMOVAL.test(action.trim())) {
    const closeKind = assignmentKindOf(action.trim().split(/\s/)[0]!);
    return closeKind ? { kind: 'option-removal', closeKind } : { kind: 'option-removal' };
  }
  return { kind: 'not-a-trade' };
}

function positionEffectOf(action: string): 'open' | 'close' | undefined {
  if (/\bOPENING TRANSACTION\b|\bSHORT SALE\b/i.test(action)) return 'open';
  if (/\bCLOSING TRANSACTION\b/i.test(action)) return 'close';
  return undefined;
}
