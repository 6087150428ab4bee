import Big from 'big.js';

/** One leg as the shape and the risk read it: what was opened, on which side, at what price. */
export interface ShapeLeg {
  symbol: string;
  direction: 'LONG' | 'SHORT';
  quantity: string;
  entryPrice: string;
  multiplier: string;
}

interface ReadLeg {
  kind: 'C' | 'P' | 'S';
  underlying: string;
  /** YYMMDD; '' for shares. */
  expiry: string;
  strike: Big;
  long: boolean;
  quantity: Big;
  price: Big;
  multiplier: Big;
}

// The stored option symbol (docs/options.md): underlying, YYMMDD, right, strike.
const STORED_OPTION = /^([A-Z0-9./-]{1,12}) (\d{6})([CP])(\d+(?:\.\d+)?)$/;
// Shares: a ticker, no space (a futures code or a crypto pair never groups: see underlyingOfSymbol).
const SHARES = /^[A-Z][A-Z0-9.-]{0,9}$/;

/** The underlying a leg groups by: an option's underlying, or the ticker of shares; null for what never groups (futures, crypto). */
export function underlyingOfSymbol(symbol: string): { underlying: string; option: boolean } | null {
  const option = STORED_OPTION.exec(symbol);
  if (option) return { underlying: option[1]!, option: true };
  return SHARES.test(symbol) && !/\d{4}$/.test(symbol) ? { underlying: symbol, option: false } : null;
}

function readLeg(leg: ShapeLeg): ReadLeg {
  const option = STORED_OPTION.exec(leg.symbol);
  const common = { long: leg.direction === 'LONG', quantity: new Big(leg.quantity), price: new Big(leg.entryPrice), multiplier: new Big(leg.multiplier) };
  if (!option) return { kind: 'S', underlying: leg.symbol, expiry: '', strike: new Big(0), ...common };
  return { kind: option[3] as 'C' | 'P', underlying: option[1]!, expiry: option[2]!, strike: new Big(option[4]!), ...common };
}

/**
 * The position's shape by its legs (docs/options.md, "Multi-leg positions"): vertical, calendar,
 * diagonal, straddle, strangle, iron condor, butterfly, covered call, collar, else "custom, N legs".
 */
export function shapeOf(legs: readonly ShapeLeg[]): string {
  const read = legs.map(readLeg);
  const custom = `custom, ${legs.length} legs`;
  const options = read.filter((leg) => leg.kind !== 'S');
  const shares = read.filter((leg) => leg.kind === 'S');
  if (shares.length > 0) {
    if (shares.length !== 1 || !shares[0]!.long) return custom;
    const shortCalls = options.filter((leg) => leg.kind === 'C' && !leg.long);
    const longPuts = options.filter((leg) => leg.kind === 'P' && leg.long);
    if (options.length === 1 && shortCalls.length === 1) return 'covered call';
    if (options.length === 2 && shortCalls.length === 1 && longPuts.length === 1) return 'collar';
    return custom;
  }
  if (options.length === 2) return twoLegShape(options[0]!, options[1]!) ?? custom;
  const oneExpiry = new Set(options.map((leg) => leg.expiry)).size === 1;
  if (options.length === 3 && oneExpiry && isButterfly(options)) return 'butterfly';
  if (options.length === 4 && oneExpiry) return fourLegShape(options) ?? custom;
  return custom;
}

function twoLegShape(a: ReadLeg, b: ReadLeg): string | null {
  if (a.kind === b.kind) {
    if (a.long === b.long) return null;
    const sameExpiry = a.expiry === b.expiry;
    const sameStrike = a.strike.eq(b.strike);
    if (sameExpiry && !sameStrike) return 'vertical';
    if (!sameExpiry && sameStrike) return 'calendar';
    return sameExpiry ? null : 'diagonal';
  }
  if (a.long !== b.long || a.expiry !== b.expiry) return null;
  return a.strike.eq(b.strike) ? 'straddle' : 'strangle';
}

/** One right, three strikes: the wings on one side, the body (twice their size) on the other. */
function isButterfly(legs: readonly ReadLeg[]): boolean {
  if (new Set(legs.map((leg) => leg.kind)).size !== 1) return false;
  const [low, body, high] = [...legs].sort((a, b) => a.strike.cmp(b.strike));
  if (!low || !body || !high || low.strike.eq(body.strike) || body.strike.eq(high.strike)) return false;
  return low.long === high.long && body.long !== low.long && low.quantity.eq(high.quantity) && body.quantity.eq(low.quantity.times(2));
}

/** Two puts below two calls, one long and one short of each: an iron condor (an iron butterfly when the inner strikes meet). */
function fourLegShape(legs: readonly ReadLeg[]): string | null {
  const puts = legs.filter((leg) => leg.kind === 'P').sort((a, b) => a.strike.cmp(b.strike));
  const calls = legs.filter((leg) => leg.kind === 'C').sort((a, b) => a.strike.cmp(b.strike));
  if (puts.length !== 2 || calls.length !== 2) return null;
  const [outerPut, innerPut] = puts as [ReadLeg, ReadLeg];
  const [innerCall, outerCall] = calls as [ReadLeg, ReadLeg];
  if (outerPut.long === innerPut.long || innerCall.long === outerCall.long || innerPut.long !== innerCall.long) return null;
  if (outerPut.strike.eq(innerPut.strike) || innerCall.strike.eq(outerCall.strike) || innerPut.strike.gt(innerCall.strike)) return null;
  return innerPut.strike.eq(innerCall.strike) ? 'butterfly' : 'iron condor';
}

/** What the position cost to open and what it can lose and make at its expiry, in dollars, before costs. */
export interface PositionRisk {
  /** Paid for the legs less received for them: positive a debit, negative a credit. */
  netDebit: string;
  /** Null where undefined: unlimited, or legs of several expiries (a calendar's depends on the later leg's price). */
  maxLoss: string | null;
  maxGain: string | null;
}

const signOf = (leg: ReadLeg) => (leg.long ? 1 : -1);
const sizeOf = (leg: ReadLeg) => leg.quantity.times(leg.multiplier).times(signOf(leg));

function valueAt(leg: ReadLeg, price: Big): Big {
  if (leg.kind === 'S') return price;
  const intrinsic = leg.kind === 'C' ? price.minus(leg.strike) : leg.strike.minus(price);
  return intrinsic.gt(0) ? intrinsic : new Big(0);
}

/**
 * Net debit, maximum loss and maximum gain. The payoff at expiry is straight between strikes, so
 * its extremes lie at a price of 0, at a strike, or (by its slope) without bound above the last strike.
 */
export function riskOf(legs: readonly ShapeLeg[]): PositionRisk {
  const read = legs.map(readLeg);
  const netDebit = read.reduce((sum, leg) => sum.plus(leg.price.times(sizeOf(leg))), new Big(0));
  const expiries = new Set(read.filter((leg) => leg.kind !== 'S').map((leg) => leg.expiry));
  if (expiries.size !== 1) return { netDebit: netDebit.toString(), maxLoss: null, maxGain: null };
  const payoffAt = (price: Big) => read.reduce((sum, leg) => sum.plus(valueAt(leg, price).times(sizeOf(leg))), new Big(0)).minus(netDebit);
  const prices = [new Big(0), ...read.filter((leg) => leg.kind !== 'S').map((leg) => leg.strike)];
  const payoffs = prices.map(payoffAt);
  const slopeAbove = read.reduce((sum, leg) => (leg.kind === 'P' ? sum : sum.plus(sizeOf(leg))), new Big(0));
  const lowest = payoffs.reduce((low, value) => (value.lt(low) ? value : low));
  const highest = payoffs.reduce((high, value) => (value.gt(high) ? value : high));
  return {
    netDebit: netDebit.toString(),
    maxLoss: slopeAbove.lt(0) ? null : (lowest.lt(0) ? lowest.times(-1) : new Big(0)).toString(),
    maxGain: slopeAbove.gt(0) ? null : (highest.gt(0) ? highest : new Big(0)).toString(),
  };
}
