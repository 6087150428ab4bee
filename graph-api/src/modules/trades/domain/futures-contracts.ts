/**
 * Point values of the futures contracts we recognise (CME Group contract specifications). A root
 * not listed here is refused with a clear error instead of being priced with a guessed multiplier.
 */
export const FUTURES_CONTRACTS: Readonly<Record<string, { name: string; multiplier: string }>> = {
  ES: { name: 'E-mini S&P 500', multiplier: '50' },
  MES: { name: 'Micro E-mini S&P 500', multiplier: '5' },
  NQ: { name: 'E-mini Nasdaq-100', multiplier: '20' },
  MNQ: { name: 'Micro E-mini Nasdaq-100', multiplier: '2' },
  YM: { name: 'E-mini Dow', multiplier: '5' },
  MYM: { name: 'Micro E-mini Dow', multiplier: '0.5' },
  RTY: { name: 'E-mini Russell 2000', multiplier: '50' },
  M2K: { name: 'Micro E-mini Russell 2000', multiplier: '5' },
  CL: { name: 'Crude Oil', multiplier: '1000' },
  MCL: { name: 'Micro WTI Crude Oil', multiplier: '100' },
  QM: { name: 'E-mini Crude Oil', multiplier: '500' },
  NG: { name: 'Natural Gas', multiplier: '10000' },
  GC: { name: 'Gold', multiplier: '100' },
  MGC: { name: 'Micro Gold', multiplier: '10' },
  SI: { name: 'Silver', multiplier: '5000' },
  SIL: { name: 'Micro Silver', multiplier: '1000' },
  HG: { name: 'Copper', multiplier: '25000' },
  ZB: { name: 'U.S. Treasury Bond', multiplier: '1000' },
  ZN: { name: '10-Year T-Note', multiplier: '1000' },
  ZF: { name: '5-Year T-Note', multiplier: '1000' },
  ZT: { name: '2-Year T-Note', multiplier: '2000' },
  ZC: { name: 'Corn', multiplier: '50' },
  ZS: { name: 'Soybeans', multiplier: '50' },
  ZW: { name: 'Chicago SRW Wheat', multiplier: '50' },
  '6E': { name: 'Euro FX', multiplier: '125000' },
  '6J': { name: 'Japanese Yen', multiplier: '12500000' },
  '6B': { name: 'British Pound', multiplier: '62500' },
  BTC: { name: 'Bitcoin', multiplier: '5' },
  MBT: { name: 'Micro Bitcoin', multiplier: '0.1' },
  ETH: { name: 'Ether', multiplier: '50' },
};

export const FUTURES_MONTH_CODES = 'FGHJKMNQUVXZ';
