import Big from 'big.js';

const NUMBER = /\d+(?:,\d{3})*(?:\.\d+)?/g;

/** The numbers a text cites, as canonical decimals ("$1,000.00" and "1000" are both 1000). */
export function numbersIn(text: string): Set<string> {
  return new Set([...text.matchAll(NUMBER)].map(([match]) => new Big(match.replace(/,/g, '')).toString()));
}

/** True when every number of the rewrite is one the original cites: a rewrite may drop a figure, never add or change one. */
export function citesOnlyNumbersOf(original: string, rewrite: string): boolean {
  const allowed = numbersIn(original);
  return [...numbersIn(rewrite)].every((number) => allowed.has(number));
}
