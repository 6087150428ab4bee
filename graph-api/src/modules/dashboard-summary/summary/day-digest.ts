import type { ClosedTrade } from '../domain/metric-trade';

// FNV-1a over 32 bits, in two lanes with different starting values: 64 bits per trade. Not a
// cryptographic hash (nobody gains by forging their own summary); it only has to change when a
// trade does.
const FNV_PRIME = 0x01000193;
const LANE_SEEDS = [0x811c9dc5, 0x050c5d1f] as const;

function hashText(hash: number, text: string): number {
  let next = hash;
  for (let index = 0; index < text.length; index += 1) next = Math.imul(next ^ text.charCodeAt(index), FNV_PRIME);
  // A separator, so that "ab" + "c" and "a" + "bc" differ.
  return Math.imul(next ^ 0x1f, FNV_PRIME);
}

/** Epoch milliseconds (53 bits at most), a 32-bit half at a time. */
function hashTime(hash: number, time: number): number {
  return Math.imul(Math.imul(hash ^ (time >>> 0), FNV_PRIME) ^ Math.floor(time / 0x100000000), FNV_PRIME);
}

function hashTrade(seed: number, trade: ClosedTrade): number {
  let hash = hashText(hashText(hashText(seed, trade.tradeKey), trade.netPnl), trade.grossPnl);
  hash = hashText(hashText(hash, trade.commission), trade.fees);
  return hashTime(hashTime(hash, trade.entryTime), trade.exitTime) >>> 0;
}

/** An order-free digest of a day's closed trades: their count and the sums of their hashes, per lane. */
export class DayDigest {
  private count = 0;
  private first = 0;
  private second = 0;

  add(trade: ClosedTrade): void {
    this.count += 1;
    this.first = (this.first + hashTrade(LANE_SEEDS[0], trade)) >>> 0;
    this.second = (this.second + hashTrade(LANE_SEEDS[1], trade)) >>> 0;
  }

  text(): string {
    const hex = (sum: number) => sum.toString(16).padStart(8, '0');
    return `${this.count}:${hex(this.first)}${hex(this.second)}`;
  }
}
