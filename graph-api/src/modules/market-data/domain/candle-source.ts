/** Alpaca's stock feeds (MarketDataConfig.alpacaFeed): what a stock's bars were read from. */
export type AlpacaFeed = 'iex' | 'sip';

/**
 * Where stored candles came from, exactly: a trader's candle file ('upload', theirs alone), the demo
 * journal's generated market ('demo', the demo account's alone), or Alpaca's market data (shared),
 * with the stock feed read ('alpaca-iex', 'alpaca-sip'); plain 'alpaca' for option and crypto bars,
 * which have no feed to choose, and for bars fetched before the feed was recorded.
 */
export type CandleSource = 'upload' | 'demo' | 'alpaca' | `alpaca-${AlpacaFeed}`;

const LABELS: Record<CandleSource, string> = {
  upload: 'your upload',
  demo: 'generated for the demo journal',
  alpaca: 'Alpaca market data',
  'alpaca-iex': 'Alpaca (IEX feed)',
  'alpaca-sip': 'Alpaca (SIP feed)',
};

/** The order a chart names its sources in: the reader's own upload first. */
const ORDER = Object.keys(LABELS) as CandleSource[];

/** The source of bars Alpaca answered: a stock's carries its feed, an option's or a coin's has none. */
export const alpacaSourceOf = (assetClass: 'stock' | 'option' | 'crypto', feed: AlpacaFeed): CandleSource => (assetClass === 'stock' ? `alpaca-${feed}` : 'alpaca');

/** What a chart says its candles are, in plain words ("your upload", "Alpaca (IEX feed)"). */
export const candleSourceLabelOf = (source: CandleSource): string => LABELS[source];

/** The distinct sources of some bars, in the order a chart names them. */
export function sourcesOf(bars: readonly { source: CandleSource }[]): CandleSource[] {
  const present = new Set(bars.map(({ source }) => source));
  return ORDER.filter((source) => present.has(source));
}
