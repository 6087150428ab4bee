import { describe, expect, it } from 'vitest';
import { FUTURES_CONTRACTS } from './futures-contracts';
import { cryptoInstrument, futureInstrument, InstrumentError, optionInstrument, optionSymbol, parseOccSymbol, stockInstrument } from './instruments';

describe('stockInstrument', () => {
  it('keys a stock by its upper-case ticker, multiplier 1', () => {
    expect(stockInstrument(' aapl ')).toEqual({ symbol: 'AAPL', assetClass: 'stock', multiplier: '1' });
  });

  it('accepts class shares as brokers write them', () => {
    expect(['BRK.B', 'BRK/B', 'BF-B', 'BRK B'].map((symbol) => stockInstrument(symbol).symbol)).toEqual(['BRK.B', 'BRK/B', 'BF-B', 'BRK B']);
  });

  it('refuses what is not a ticker', () => {
    for (const symbol of ['', '   ', '$AAPL', '.AAPL', 'A'.repeat(25), 'AA\nPL']) expect(() => stockInstrument(symbol)).toThrow(InstrumentError);
  });
});

describe('cryptoInstrument', () => {
  it('keys a coin pair as written, multiplier 1', () => {
    expect(cryptoInstrument('btc-usd')).toEqual({ symbol: 'BTC-USD', assetClass: 'crypto', multiplier: '1' });
  });
});

describe('parseOccSymbol', () => {
  const AAPL_CALL = { underlying: 'AAPL', expiry: '2024-06-21', strike: '190', right: 'C' };

  it('reads the padded OCC form (root padded to six characters)', () => {
    expect(parseOccSymbol('AAPL  240621C00190000')).toEqual({ symbol: 'AAPL 240621C190', assetClass: 'option', multiplier: '100', option: AAPL_CALL });
  });

  it('reads the compact form brokers write (Alpaca, Schwab), in any case, with stray spaces', () => {
    expect(parseOccSymbol('AAPL240621C00190000')?.option).toEqual(AAPL_CALL);
    expect(parseOccSymbol(' aapl240621c00190000 ')?.option).toEqual(AAPL_CALL);
    expect(parseOccSymbol('AAPL 240621C00190000')?.option).toEqual(AAPL_CALL);
  });

  it('reads the strike as five whole digits and three decimals', () => {
    // 00002500 → 2.5; 05432125 → 5432.125; 00000000 → 0
    expect(parseOccSymbol('SPY   240621P00002500')?.option).toMatchObject({ strike: '2.5', right: 'P' });
    expect(parseOccSymbol('SPXW  240621C05432125')?.option).toMatchObject({ underlying: 'SPXW', strike: '5432.125' });
    expect(parseOccSymbol('XYZ   240621C00000000')?.option?.strike).toBe('0');
  });

  it('keeps digits of adjusted roots (BRKB1) and spells the same contract the same way in every form', () => {
    expect(parseOccSymbol('BRKB1 240621C00400000')?.option?.underlying).toBe('BRKB1');
    expect(parseOccSymbol('AAPL  240621C00190000')?.symbol).toBe(parseOccSymbol('AAPL240621C00190000')?.symbol);
  });

  it('returns null for text that is not an OCC symbol', () => {
    for (const text of ['AAPL', '', 'AAPL 240621C190', 'AAPL  240621X00190000', 'AAPL  240621C0019000', 'GOOGLEX240621C00190000', 'AAPL  2406211C00190000']) {
      expect(parseOccSymbol(text)).toBeNull();
    }
  });

  it('refuses an expiry that does not exist, rather than rolling it into the next month', () => {
    expect(() => parseOccSymbol('AAPL  240230C00190000')).toThrow(/not a valid expiry date/);
    expect(() => parseOccSymbol('AAPL  241301C00190000')).toThrow(InstrumentError);
    expect(parseOccSymbol('AAPL  240229C00190000')?.option?.expiry).toBe('2024-02-29');
  });
});

describe('optionInstrument', () => {
  it('normalises the underlying and the strike, and builds the symbol importers group by', () => {
    const option = optionInstrument({ underlying: 'aapl', expiry: '2024-06-21', strike: '0190.50', right: 'P' });
    expect(option).toEqual({
      symbol: 'AAPL 240621P190.5',
      assetClass: 'option',
      multiplier: '100',
      option: { underlying: 'AAPL', expiry: '2024-06-21', strike: '190.5', right: 'P' },
    });
    expect(optionSymbol(option.option!)).toBe(option.symbol);
  });

  it('takes another deliverable as the multiplier (mini options, adjusted contracts)', () => {
    expect(optionInstrument({ underlying: 'AAPL', expiry: '2024-06-21', strike: '190', right: 'C' }, '10').multiplier).toBe('10');
  });

  it('refuses impossible dates and malformed strikes', () => {
    const terms = { underlying: 'AAPL', expiry: '2024-06-21', strike: '190', right: 'C' as const };
    for (const expiry of ['2023-02-29', '2024-04-31', '2024-13-01', '2024-6-21', '21/06/2024', '']) {
      expect(() => optionInstrument({ ...terms, expiry })).toThrow(InstrumentError);
    }
    for (const strike of ['', '-5', '1e3', '1,900', '$190']) expect(() => optionInstrument({ ...terms, strike })).toThrow(InstrumentError);
    expect(() => optionInstrument({ ...terms, underlying: '$$' })).toThrow(InstrumentError);
  });
});

describe('futureInstrument', () => {
  it('reads root, month code and year, and takes the point value from the contract table', () => {
    expect(futureInstrument('ESZ24', 2024)).toEqual({
      symbol: 'ESZ2024',
      assetClass: 'future',
      multiplier: FUTURES_CONTRACTS.ES!.multiplier,
      future: { root: 'ES', month: '12', year: 2024 },
    });
  });

  it('spells the same contract the same way whatever the broker wrote (ESZ4, ESZ24, ESZ2024, /ESZ24, esz4)', () => {
    expect(['ESZ4', 'ESZ24', 'ESZ2024', '/ESZ24', ' esz4 '].map((code) => futureInstrument(code, 2024).symbol)).toEqual(Array(5).fill('ESZ2024'));
  });

  it('maps every month code to its month', () => {
    const months = [...'FGHJKMNQUVXZ'].map((code) => futureInstrument(`ES${code}26`, 2026).future?.month);
    expect(months).toEqual(['01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11', '12']);
  });

  it('finds roots of one to three characters, including those that end in a month letter or start with a digit', () => {
    const read = (code: string) => {
      const future = futureInstrument(code, 2025);
      return [future.future?.root, future.future?.month, future.multiplier];
    };
    expect(read('MESH25')).toEqual(['MES', '03', '5']);
    expect(read('MNQM5')).toEqual(['MNQ', '06', '2']);
    expect(read('M2KU25')).toEqual(['M2K', '09', '5']);
    expect(read('QMZ5')).toEqual(['QM', '12', '500']);
    expect(read('MYMZ5')).toEqual(['MYM', '12', '0.5']);
    expect(read('6EM25')).toEqual(['6E', '06', '125000']);
    expect(read('6JH5')).toEqual(['6J', '03', '12500000']);
    expect(read('SILZ25')).toEqual(['SIL', '12', '1000']);
    expect(read('MBTZ5')).toEqual(['MBT', '12', '0.1']);
  });

  it('reads a one- or two-digit year as the first matching year from the year before the reference on', () => {
    expect(futureInstrument('ESH0', 2029).symbol).toBe('ESH2030');
    expect(futureInstrument('ESZ9', 2026).symbol).toBe('ESZ2029');
    expect(futureInstrument('ESZ5', 2026).symbol).toBe('ESZ2025'); // last year's contract, traded early this year
    expect(futureInstrument('ESZ25', 2026).symbol).toBe('ESZ2025');
    expect(futureInstrument('ESH27', 2026).symbol).toBe('ESH2027');
  });

  it('refuses a root missing from the contract table rather than guessing its point value', () => {
    expect(() => futureInstrument('XXZ4', 2024)).toThrow(/Unknown futures contract "XX"/);
  });

  it('refuses text that is not a contract code', () => {
    for (const code of ['ES', 'ESZ', 'ESZ202', 'ESA24', 'ES Z24', '', 'ESZ24X']) expect(() => futureInstrument(code, 2024)).toThrow(InstrumentError);
  });
});
