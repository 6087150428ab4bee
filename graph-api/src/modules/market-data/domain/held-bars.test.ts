import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../../../test/support/seeded-random';
import { barsFromHeld, type HeldBar, heldBarStartsOf } from './held-bars';
import type { Timeframe } from './timeframes';

const held = (iso: string, timeframe: Timeframe, high = '2', low = '1'): HeldBar => ({ time: new Date(iso), open: low, high, low, close: high, volume: '10', timeframe, provider: 'csv', source: 'upload' });
const startsOf = (bars: readonly HeldBar[], timeframe: Timeframe) => heldBarStartsOf(bars.map(({ timeframe: of, time }) => ({ timeframe: of, time: time.getTime() })), timeframe);
const iso = (times: readonly number[]) => times.map((time) => new Date(time).toISOString());


describe('heldBarStartsOf', () => {
  it('dates a bucket by its own bar when one is held (even off the bucket), else by the bucket start; coarser bars are ignored', () => {
    const bars = [
      held('2024-03-04T14:32:00Z', '5m'), // a file's 5m bar off the 5-minute grid: the bucket 14:30 is dated 14:32
      held('2024-03-04T14:33:00Z', '1m'),
      held('2024-03-04T14:36:00Z', '1m'), // 14:35 built from 1m bars
      held('2024-03-04T14:00:00Z', '1h'), // coarser than 5m: no 5m bar comes of it
    ];
    expect(iso(startsOf(bars, '5m'))).toEqual(['2024-03-04T14:32:00.000Z', '2024-03-04T14:35:00.000Z']);
    expect(iso(startsOf(bars, '1h'))).toEqual(['2024-03-04T14:00:00.000Z']);
  });

  it('gives the start of every bar barsFromHeld builds, on random held bars of several timeframes', () => {
    const random = seededRandom(20240304);
    const first = Date.UTC(2024, 2, 8, 13, 0);
    for (let round = 0; round < 200; round += 1) {
      const bars: HeldBar[] = [];
      for (let index = 0, count = 1 + Math.floor(random() * 30); index < count; index += 1) {
        const timeframe = (['1m', '5m', '15m', '1h', '1d'] as const)[Math.floor(random() * 5)]!;
        // Minutes anywhere over three days (across the 10 March clock change): bars on and off their grid.
        const time = new Date(first + Math.floor(random() * 3 * 1_440) * 60_000).toISOString();
        if (!bars.some((bar) => bar.timeframe === timeframe && bar.time.toISOString() === time)) bars.push(held(time, timeframe));
      }
      bars.sort((a, b) => a.time.getTime() - b.time.getTime());
      for (const timeframe of ['5m', '15m', '1h', '1d'] as const) {
        expect(startsOf(bars, timeframe)).toEqual(barsFromHeld(bars, timeframe).map((bar) => bar.time.getTime()));
      }
    }
  });
});
