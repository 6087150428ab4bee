import { describe, expect, it } from 'vitest';
import { chartSeriesOf, occSymbolOf } from './chart-instrument';

const option = { symbol: 'AAPL 240119C190', assetClass: 'option', underlying: 'AAPL', expiry: '2024-01-19', strike: '190', optionRight: 'C' } as const;

describe('chartSeriesOf', () => {
  it('charts an option as itself (OCC symbol at Alpaca), then its underlying labelled as such', () => {
    expect(chartSeriesOf(option)).toEqual([
      { symbol: 'AAPL 240119C190', alpaca: { symbol: 'AAPL240119C00190000', assetClass: 'option' }, isUnderlying: false },
      { symbol: 'AAPL', alpaca: { symbol: 'AAPL', assetClass: 'stock' }, isUnderlying: true },
    ]);
  });

  it('charts a future from the store only, as the contract and then its root series', () => {
    const future = { symbol: 'ESZ2024', assetClass: 'future', underlying: null, expiry: null, strike: null, optionRight: null } as const;
    expect(chartSeriesOf(future)).toEqual([
      { symbol: 'ESZ2024', alpaca: null, isUnderlying: false },
      { symbol: 'ES', alpaca: null, isUnderlying: true },
    ]);
  });

  it('writes fractional strikes in thousandths', () => {
    expect(occSymbolOf({ ...option, strike: '2.5', optionRight: 'P' })).toBe('AAPL240119P00002500');
  });
});
