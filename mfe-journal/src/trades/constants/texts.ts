/** SPEC §8 texts about the trader's trades, verbatim: the trade lists, the trade dialog, its chart, and every analysis of them. */
export const NO_TRADES_TEXT = 'No trades yet. Upload a CSV to see your trading data!';
export const FAILED_TO_FETCH_TRADES = 'Failed to fetch trades';
export const FAILED_TO_FETCH_CHART = 'Failed to fetch chart data';
export const CHART_NOT_AVAILABLE = 'Chart data not available';
export const ANALYSIS_NOT_AVAILABLE = 'AI analysis not available';
export const ANALYZING_TRADE = 'Analyzing trade...';
/** SPEC §8: 'Loading {timeframe} chart...'. */
export const loadingChartText = (timeframe: string) => `Loading ${timeframe} chart...`;
/** SPEC §8: the empty state of every analysis of the trades (the dashboard's cards, /analytics, /insights). */
export const NO_ANALYSIS_DATA = 'No trading data available for analysis';
export const IMPORT_FOR_INSIGHTS = 'Import some trades to see your performance insights';
/** Not SPEC texts: what the trade dialog and the history's editing say in their own words. */
export const FILLS_FAILED = 'The fills of this trade could not be loaded. Close the trade and open it again.';
/** Where the empty chart offers the candle CSV import. */
export const importCandlesTitle = (symbol: string) => `Import candles for ${symbol}`;
export const POSITION_FAILED = 'The position of this trade could not be loaded. Close the trade and open it again.';
export const POSITION_CHANGE_FAILED = 'The position could not be changed. Try again.';
export const NO_MERGE_CANDIDATES = (underlying: string) => `No other trade of ${underlying} in this account to merge with.`;
/** A position's shape as a heading reads it ("iron condor" -> "Iron condor"). */
export const shapeLabel = (shape: string) => `${shape.charAt(0).toUpperCase()}${shape.slice(1)}`;
/** Shown after the date of a trade whose file gave dates only (docs/importing.md, "time not given"). */
export const TIME_NOT_GIVEN = 'time not given';
