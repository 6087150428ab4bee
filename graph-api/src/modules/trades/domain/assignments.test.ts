import { describe, expect, it } from 'vitest';
import { matchExecutions } from '../matching/round-trips';
import { assignmentKindOf, ibkrAssignmentKindOf, linkAssignments } from './assignments';
import type { ImportedExecution } from './execution';
import { optionInstrument, stockInstrument } from './instruments';

const AT = Date.parse('2025-12-19T21:00:00Z');
const put = optionInstrument({ underlying: 'SPY', expiry: '2025-12-19', strike: '450', right: 'P' });
const call = optionInstrument({ underlying: 'AAPL', expiry: '2025-12-19', strike: '190', right: 'C' });
const fill = (fields: Partial<ImportedExecution> & Pick<ImportedExecution, 'instrument' | 'side' | 'quantity' | 'price'>): ImportedExecution => ({
  line: 1, accountId: 'A1', commission: '0', fees: '0', executedAtMs: AT, externalId: null, ...fields,
});
const shortPut = fill({ instrument: put, side: 'SELL', quantity: '2', price: '3.1', executedAtMs: AT - 10 * 86_400_000, positionEffect: 'open' });
const putAssigned = fill({ instrument: put, side: 'BUY', quantity: '2', price: '0', positionEffect: 'close', closeKind: 'assigned' });
const matched = (executions: readonly ImportedExecution[]) =>
  matchExecutions(executions.map((execution, index) => ({ ...execution, id: `e${index}`, sequence: index }))).roundTrips;

describe('linkAssignments (docs/options.md, "Assignment and exercise")', () => {
  it('adds the shares a short put assigned delivers (bought at the strike) when the file has none, and the option keeps its premium', () => {
    const executions = linkAssignments([shortPut, putAssigned], 'derived');
    expect(executions).toHaveLength(3);
    expect(executions[2]).toMatchObject({ instrument: stockInstrument('SPY'), side: 'BUY', quantity: '200', price: '450', commission: '0', executedAtMs: AT, assignedFrom: 'SPY 251219P450' });
    const [option, shares] = matched(executions);
    expect(option).toMatchObject({ direction: 'SHORT', status: 'closed', exitKind: 'assigned', exitPrice: '0', grossPnl: '620' });
    expect(shares).toMatchObject({ instrument: { symbol: 'SPY' }, direction: 'LONG', status: 'open', entryPrice: '450', exitKind: null });
  });

  it('marks the shares the file already lists (never a second fill), and a long call exercised buys them', () => {
    const exercised = fill({ instrument: call, side: 'SELL', quantity: '1', price: '0', positionEffect: 'close', closeKind: 'exercised' });
    const bought = fill({ line: 2, instrument: stockInstrument('AAPL'), side: 'BUY', quantity: '100', price: '190' });
    const other = fill({ line: 3, instrument: stockInstrument('AAPL'), side: 'BUY', quantity: '100', price: '191' });
    const executions = linkAssignments([exercised, other, bought], 'derived');
    expect(executions.map((execution) => [execution.line, execution.assignedFrom])).toEqual([[1, undefined], [3, undefined], [2, 'AAPL 251219C190']]);
  });

  it('sells the shares for a long put exercised or a short call assigned; leaves other accounts, far dates and index options alone', () => {
    const sells = (closeKind: 'assigned' | 'exercised', instrument = put) => linkAssignments([fill({ instrument, side: 'BUY', quantity: '1', price: '0', closeKind })], 'derived')[1];
    expect(sells('exercised')).toMatchObject({ side: 'SELL', quantity: '100', price: '450' });
    expect(sells('assigned', call)).toMatchObject({ side: 'SELL', quantity: '100', price: '190' });
    const spx = optionInstrument({ underlying: 'SPX', expiry: '2025-12-19', strike: '6000', right: 'C' });
    expect(linkAssignments([fill({ instrument: spx, side: 'SELL', quantity: '1', price: '0', closeKind: 'exercised' })], 'derived')).toHaveLength(1);
    const elsewhere = fill({ accountId: 'A2', instrument: stockInstrument('SPY'), side: 'BUY', quantity: '200', price: '450' });
    const weeksLater = fill({ instrument: stockInstrument('SPY'), side: 'BUY', quantity: '200', price: '450', executedAtMs: AT + 14 * 86_400_000 });
    expect(linkAssignments([putAssigned, elsewhere, weeksLater], 'in-file').map((execution) => execution.assignedFrom)).toEqual([undefined, undefined, undefined]);
  });

  it('reads the kind from action texts and IBKR codes', () => {
    expect([assignmentKindOf('Assigned'), assignmentKindOf('Exchange or Exercise'), assignmentKindOf('Expired'), assignmentKindOf('Option Exercised')]).toEqual(['assigned', 'exercised', undefined, 'exercised']);
    expect([ibkrAssignmentKindOf(['C', 'A']), ibkrAssignmentKindOf(['EX']), ibkrAssignmentKindOf(['C', 'EP'])]).toEqual(['assigned', 'exercised', undefined]);
  });
});
