// The warnings both IBKR formats (Flex Query and Activity Statement) give in the same words.

/** "1 trade", "3 trades". */
export function count(value: number, noun: string): string {
  return `${value} ${noun}${value === 1 ? '' : 's'}`;
}

/** Trades skipped per asset class or statement category that the journal does not import; null when none. */
export function unsupportedTradesWarning(skipped: ReadonlyArray<readonly [string, number]>): string | null {
  if (skipped.length === 0) return null;
  const total = skipped.reduce((sum, [, value]) => sum + value, 0);
  return `${count(total, 'trade')} in ${skipped.map(([name]) => name).join(', ')} skipped: only stocks, options, futures and crypto are imported.`;
}

/** Executions per currency other than USD, kept in their own currency; null when none. */
export function foreignCurrencyWarning(foreignByCurrency: ReadonlyMap<string, number>): string | null {
  if (foreignByCurrency.size === 0) return null;
  const total = [...foreignByCurrency.values()].reduce((sum, value) => sum + value, 0);
  return `${count(total, 'execution')} in ${[...foreignByCurrency.keys()].join(', ')}: their prices and P&L stay in that currency, not converted to USD.`;
}
