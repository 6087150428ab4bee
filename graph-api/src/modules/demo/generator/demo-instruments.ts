import { FUTURES_CONTRACTS, FUTURES_MONTH_CODES } from '../../trades';

/**
 * What the demo trader trades: five liquid stocks, an ETF and the Micro E-mini S&P 500 future.
 * Prices are in hundredths of a dollar (cents; quarter points for MES are 25 of them), so every
 * price the generator writes is exact. Volatilities are daily, of the kind these names show.
 */
export interface DemoInstrument {
  /** The ticker, or the future's root. */
  ticker: string;
  kind: 'stock' | 'etf' | 'future';
  /** As a broker's statement describes it. */
  description: string;
  startPriceCents: number;
  /** Standard deviation of a day's log return, open gap included. */
  dailyVolatility: number;
  /** Share of the day's variance that is the overnight gap. */
  gapShare: number;
  /** Expected log return per year. */
  annualDrift: number;
  /** Correlation of each minute's move with the market's. */
  marketCorrelation: number;
  /** The smallest price step, in cents. */
  tickCents: number;
  multiplier: number;
  /** Shares or contracts traded in an average minute. */
  minuteVolume: number;
  /** How often the demo trader picks it. */
  preference: number;
}

export const DEMO_INSTRUMENTS: readonly DemoInstrument[] = [
  { ticker: 'NVDA', kind: 'stock', description: 'NVIDIA CORP', startPriceCents: 12_840, dailyVolatility: 0.031, gapShare: 0.3, annualDrift: 0.22, marketCorrelation: 0.62, tickCents: 1, multiplier: 1, minuteVolume: 620_000, preference: 24 },
  { ticker: 'TSLA', kind: 'stock', description: 'TESLA INC', startPriceCents: 24_615, dailyVolatility: 0.036, gapShare: 0.3, annualDrift: 0.05, marketCorrelation: 0.5, tickCents: 1, multiplier: 1, minuteVolume: 280_000, preference: 18 },
  { ticker: 'AAPL', kind: 'stock', description: 'APPLE INC', startPriceCents: 21_930, dailyVolatility: 0.015, gapShare: 0.25, annualDrift: 0.12, marketCorrelation: 0.68, tickCents: 1, multiplier: 1, minuteVolume: 150_000, preference: 16 },
  { ticker: 'AMD', kind: 'stock', description: 'ADVANCED MICRO DEVICES', startPriceCents: 15_472, dailyVolatility: 0.029, gapShare: 0.3, annualDrift: 0.08, marketCorrelation: 0.58, tickCents: 1, multiplier: 1, minuteVolume: 140_000, preference: 12 },
  { ticker: 'MSFT', kind: 'stock', description: 'MICROSOFT CORP', startPriceCents: 41_788, dailyVolatility: 0.014, gapShare: 0.25, annualDrift: 0.1, marketCorrelation: 0.7, tickCents: 1, multiplier: 1, minuteVolume: 60_000, preference: 8 },
  { ticker: 'SPY', kind: 'etf', description: 'SPDR S&P 500 ETF TRUST', startPriceCents: 55_214, dailyVolatility: 0.0095, gapShare: 0.3, annualDrift: 0.09, marketCorrelation: 0.97, tickCents: 1, multiplier: 1, minuteVolume: 190_000, preference: 12 },
  { ticker: 'MES', kind: 'future', description: FUTURES_CONTRACTS.MES!.name, startPriceCents: 555_400, dailyVolatility: 0.0098, gapShare: 0.3, annualDrift: 0.09, marketCorrelation: 0.96, tickCents: 25, multiplier: Number(FUTURES_CONTRACTS.MES!.multiplier), minuteVolume: 2_400, preference: 10 },
];

export interface FutureContract {
  /** The broker's local symbol (`MESH6`). */
  localSymbol: string;
  /** The journal's symbol of the contract: root, month code, four-digit year (`MESH2026`), as the importers write it. */
  symbol: string;
  /** YYYYMMDD: the third Friday of the contract month. */
  expiry: string;
}

const QUARTERLY_MONTHS = [3, 6, 9, 12];
/** Traders roll to the next contract about a week before expiry, when its volume takes over. */
const ROLL_DAYS_BEFORE_EXPIRY = 8;

/** The front quarterly contract a trader would trade on `date` (YYYY-MM-DD). */
export function frontContract(root: string, date: string): FutureContract {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const today = Date.UTC(year, month - 1, day);
  // Every month is at or before December, so the search starts in this year's quarter.
  let contractYear = year;
  let quarter = QUARTERLY_MONTHS.findIndex((contractMonth) => contractMonth >= month);
  for (;;) {
    const contractMonth = QUARTERLY_MONTHS[quarter]!;
    const expiry = thirdFriday(contractYear, contractMonth);
    if (today <= expiry - ROLL_DAYS_BEFORE_EXPIRY * 86_400_000) {
      const code = FUTURES_MONTH_CODES[contractMonth - 1]!;
      return {
        localSymbol: `${root}${code}${contractYear % 10}`,
        symbol: `${root}${code}${contractYear}`,
        expiry: new Date(expiry).toISOString().slice(0, 10).replace(/-/g, ''),
      };
    }
    quarter = (quarter + 1) % QUARTERLY_MONTHS.length;
    if (quarter === 0) contractYear += 1;
  }
}

function thirdFriday(year: number, month: number): number {
  const first = new Date(Date.UTC(year, month - 1, 1));
  const firstFriday = 1 + ((5 - first.getUTCDay() + 7) % 7);
  return Date.UTC(year, month - 1, firstFriday + 14);
}

/** The symbol the journal keeps the instrument under on `date`: the ticker, or the future's front contract. */
export function journalSymbolOf(instrument: DemoInstrument, date: string): string {
  return instrument.kind === 'future' ? frontContract(instrument.ticker, date).symbol : instrument.ticker;
}
