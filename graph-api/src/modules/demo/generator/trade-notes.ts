import { type DemoTrade, priceText } from './demo-trade';
import type { MinuteBars } from './price-paths';
import type { SeededRandom } from './seeded-random';

/** Share of trades the trader writes a note on; a trade with a mistake always gets one. */
const NOTE_SHARE = 0.45;

/**
 * What the trader writes about a trade, in their own words: why they took it, how they managed it
 * and what went wrong. Every price quoted is one of the trade's own (its fills, its stop, the
 * opening range from the candles), so a note never contradicts the chart beside it.
 */
export function notesOf(random: SeededRandom, trade: Omit<DemoTrade, 'notes'>, bars: MinuteBars): string | null {
  if (trade.mistakes.length === 0 && !random.chance(NOTE_SHARE)) return null;
  const sentences = [why(random, trade, bars), how(random, trade), ...trade.mistakes.map((mistake) => lesson(random, mistake))];
  return sentences.filter(Boolean).join(' ');
}

function why(random: SeededRandom, trade: Omit<DemoTrade, 'notes'>, bars: MinuteBars): string {
  const long = trade.direction === 'long';
  const entry = priceText(trade.fills[0]!.priceCents);
  switch (trade.setup) {
    case 'Opening range breakout': {
      const range = openingRange(bars);
      return `Opening range ${priceText(range.low)}-${priceText(range.high)}; ${long ? 'bought the break over the high' : 'shorted the break under the low'} at ${entry}.`;
    }
    case 'Gap and go':
      return long ? `Gap up held the first pullback, bought ${entry} for the continuation.` : `Gap down could not reclaim the open, shorted ${entry}.`;
    case 'VWAP reclaim':
      return long ? `Reclaimed VWAP on volume, entered ${entry} on the first higher low.` : `Lost VWAP and failed the retest, shorted ${entry}.`;
    case 'Pullback to 9 EMA':
      return long ? `Orderly pullback to the 9 EMA on light volume, bought the bounce at ${entry}.` : `Weak bounce into the 9 EMA, shorted the rejection at ${entry}.`;
    case 'Trend continuation':
      return random.pick([`Trend day, ${long ? 'higher lows' : 'lower highs'} all session; joined at ${entry}.`, `Flag ${long ? 'break' : 'breakdown'} in the direction of the trend at ${entry}.`]);
    case 'Fading the move':
      return `Looked overextended, faded it at ${entry}${long ? ' for a bounce' : ' for a pullback'}.`;
  }
}

function how(random: SeededRandom, trade: Omit<DemoTrade, 'notes'>): string {
  const stop = `stop ${priceText(trade.stopCents)}`;
  const firstExit = trade.fills.find(({ opens }) => !opens)!;
  const lastExit = trade.fills[trade.fills.length - 1]!;
  const parts = [trade.stopRecorded ? `Initial ${stop}.` : ''];
  if (trade.addedTo) parts.push('Added on the first push in my favour.');
  if (trade.scaledOut) parts.push(`Took half at 1R (${priceText(firstExit.priceCents)}).`);
  switch (trade.exitReason) {
    case 'stop':
      parts.push(trade.scaledOut ? 'The rest stopped at break-even.' : `Stopped out at ${priceText(lastExit.priceCents)}.`);
      break;
    case 'target':
      parts.push(random.pick([`Target hit at ${priceText(lastExit.priceCents)}.`, `Sold into the push at ${priceText(lastExit.priceCents)}, my target.`]));
      break;
    case 'time':
      parts.push(random.pick(['Went nowhere, closed it on time.', `Chopped around; out at ${priceText(lastExit.priceCents)} when my time was up.`]));
      break;
    case 'close':
      parts.push('Flat before the close.');
      break;
    case 'early':
      break;
  }
  return parts.filter(Boolean).join(' ');
}

function lesson(random: SeededRandom, mistake: DemoTrade['mistakes'][number]): string {
  switch (mistake) {
    case 'Chased entry':
      return random.pick(['Chased it: the entry was well past the trigger.', 'Late entry, paid up for it.']);
    case 'Moved stop':
      return random.pick(['Moved my stop instead of taking the loss. Never helps.', 'Gave it "a little more room". Rule: the stop does not move away.']);
    case 'Early exit':
      return random.pick(['Got out on the first red candle and it ran without me.', 'Cut the winner early, no reason on the chart.']);
    case 'Revenge trade':
      return random.pick(['Jumped straight back in after the loss. Angry trade, no setup.', 'Revenge trade, doubled size to win it back.']);
    case 'Oversized':
      return 'Way too big for the setup.';
    case 'Overtrading':
      return random.pick(['Should have stopped for the day.', 'Forcing trades by now.']);
  }
}

/** The high and low of the first five minutes. */
export function openingRange(bars: MinuteBars): { high: number; low: number } {
  let high = bars.high[0]!;
  let low = bars.low[0]!;
  for (let minute = 1; minute < 5; minute += 1) {
    high = Math.max(high, bars.high[minute]!);
    low = Math.min(low, bars.low[minute]!);
  }
  return { high, low };
}
