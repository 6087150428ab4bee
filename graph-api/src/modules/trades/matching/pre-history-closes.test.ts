import { describe, expect, it } from 'vitest';
import type { ExecutionSide } from '../domain/execution';
import { stockInstrument } from '../domain/instruments';
import { preHistoryCloseNote, preHistoryCloseNotes } from './pre-history-closes';
import { matchExecutions, type MatchableExecution } from './round-trips';

// Every expected figure below is worked out by hand in the comment next to it.

const META = stockInstrument('META');
const at = (minute: number) => Date.UTC(2026, 0, 30, 15, minute);

let nextSequence = 0;
function fill(id: string, side: ExecutionSide, quantity: string, price: string, minute: number, extra: Partial<MatchableExecution> = {}): MatchableExecution {
  nextSequence += 1;
  return { id, sequence: nextSequence, accountId: '', instrument: META, side, quantity, price, commission: '0', fees: '0', executedAtMs: at(minute), ...extra };
}

describe('matchExecutions: closes of positions opened before the history', () => {
  it('books no trade for a sale marked as a close when nothing is open (never a short)', () => {
    const { roundTrips, preHistoryCloses } = matchExecutions([fill('s1', 'SELL', '50', '715.56', 0, { positionEffect: 'close' })]);
    expect(roundTrips).toEqual([]);
    expect(preHistoryCloses).toEqual([{ executionId: 's1', accountId: '', instrument: META, side: 'SELL', quantity: '50', executedAtMs: at(0) }]);
  });

  it('books no trade for a buy to cover marked as a close when nothing is open (never a long)', () => {
    const { roundTrips, preHistoryCloses } = matchExecutions([fill('b1', 'BUY', '20', '700', 0, { positionEffect: 'close' })]);
    expect(roundTrips).toEqual([]);
    expect(preHistoryCloses.map(({ side, quantity }) => [side, quantity])).toEqual([['BUY', '20']]);
  });

  it('a close larger than the position closes it; only the excess is pre-history, and the costs are shared by quantity', () => {
    // Buy 30 @ 700 (commission 1), sell 80 @ 710 marked close (commission 8, fees 0.8).
    // Closing part 30 of 80: commission 8 × 30/80 = 3, fees 0.8 × 30/80 = 0.3.
    // gross = (710 − 700) × 30 = 300; net = 300 − (1 + 3) − 0.3 = 295.7. Pre-history: 80 − 30 = 50.
    const { roundTrips, preHistoryCloses } = matchExecutions([
      fill('b1', 'BUY', '30', '700', 0, { commission: '1' }),
      fill('s1', 'SELL', '80', '710', 10, { commission: '8', fees: '0.8', positionEffect: 'close' }),
    ]);
    expect(roundTrips).toHaveLength(1);
    expect(roundTrips[0]).toMatchObject({ direction: 'LONG', quantity: '30', closedQuantity: '30', status: 'closed', grossPnl: '300', commission: '4', fees: '0.3', netPnl: '295.7' });
    expect(roundTrips[0]!.fills.map(({ executionId, role, quantity }) => [executionId, role, quantity])).toEqual([
      ['b1', 'entry', '30'],
      ['s1', 'exit', '30'],
    ]);
    expect(preHistoryCloses.map(({ executionId, quantity }) => [executionId, quantity])).toEqual([['s1', '50']]);
  });

  it('the same unmarked fill still flips the position, as before', () => {
    // Buy 30 @ 700, sell 80 @ 710: closes the long (gross 300), then opens a short of 50.
    const { roundTrips, preHistoryCloses } = matchExecutions([fill('b1', 'BUY', '30', '700', 0), fill('s1', 'SELL', '80', '710', 10)]);
    expect(roundTrips.map(({ direction, quantity, status }) => [direction, quantity, status])).toEqual([
      ['LONG', '30', 'closed'],
      ['SHORT', '50', 'open'],
    ]);
    expect(preHistoryCloses).toEqual([]);
  });

  it('an unmarked sale with nothing open is still a short (the platform says nothing)', () => {
    const { roundTrips, preHistoryCloses } = matchExecutions([fill('s1', 'SELL', '50', '715.56', 0)]);
    expect(roundTrips.map(({ direction, status }) => [direction, status])).toEqual([['SHORT', 'open']]);
    expect(preHistoryCloses).toEqual([]);
  });

  it('a close while a position of its own direction is open adds nothing to it', () => {
    // Short 10 @ 720 (marked open), then a sale marked close: it cannot add to the short.
    const { roundTrips, preHistoryCloses } = matchExecutions([
      fill('s0', 'SELL', '10', '720', 0, { positionEffect: 'open' }),
      fill('s1', 'SELL', '5', '715', 5, { positionEffect: 'close' }),
    ]);
    expect(roundTrips.map(({ direction, quantity, status }) => [direction, quantity, status])).toEqual([['SHORT', '10', 'open']]);
    expect(preHistoryCloses.map(({ executionId, quantity }) => [executionId, quantity])).toEqual([['s1', '5']]);
  });

  it('resolves into one round trip once the earlier buy is there, whatever order the fills arrive in', () => {
    // Buy 50 @ 700 on minute 0 (imported later), sell 50 @ 715.56 marked close on minute 30.
    // gross = (715.56 − 700) × 50 = 15.56 × 50 = 778.
    const sale = fill('s1', 'SELL', '50', '715.56', 30, { positionEffect: 'close' });
    const earlierBuy = fill('b1', 'BUY', '50', '700', 0);
    const { roundTrips, preHistoryCloses } = matchExecutions([sale, earlierBuy]);
    expect(preHistoryCloses).toEqual([]);
    expect(roundTrips).toHaveLength(1);
    expect(roundTrips[0]).toMatchObject({ key: 'b1#0', direction: 'LONG', quantity: '50', status: 'closed', grossPnl: '778', netPnl: '778' });
  });
});

describe('preHistoryCloseNote', () => {
  it('names the symbol, the side and the quantity, and what to do', () => {
    const [sale] = matchExecutions([fill('s1', 'SELL', '50', '715.56', 0, { positionEffect: 'close' })]).preHistoryCloses;
    expect(preHistoryCloseNote(sale!)).toBe('META: sold 50 with no earlier buy in your journal: import the earlier history, or this sale stays out of your P&L');
    const [cover] = matchExecutions([fill('b1', 'BUY', '50', '700', 0, { positionEffect: 'close' })]).preHistoryCloses;
    expect(preHistoryCloseNote(cover!)).toBe('META: bought 50 with no earlier short sale in your journal: import the earlier history, or this purchase stays out of your P&L');
  });

  it('names only the fills of this import', () => {
    const { preHistoryCloses } = matchExecutions([fill('old', 'SELL', '1', '1', 0, { positionEffect: 'close' }), fill('new', 'SELL', '2', '1', 1, { positionEffect: 'close' })]);
    expect(preHistoryCloseNotes(preHistoryCloses, new Set(['new']))).toEqual([
      'META: sold 2 with no earlier buy in your journal: import the earlier history, or this sale stays out of your P&L',
    ]);
  });
});
