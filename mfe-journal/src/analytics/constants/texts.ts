/** SPEC §8 texts, verbatim, and the page's own words. */
export const NO_ANALYSIS_DATA = 'No trading data available for analysis';
export const IMPORT_FOR_INSIGHTS = 'Import some trades to see your performance insights';
/** SPEC §8 has no failure text of its own for this page: it is the dashboard's analytics, so its text. */
export const FAILED_TO_FETCH = 'Failed to fetch dashboard data';
export const NOT_ENOUGH_DATA = 'Not enough data';
export const LOADING_ANALYTICS = 'Loading analytics';
export const BUCKET_TRADES_FAILED = 'The trades could not be loaded. Close this and try again.';

export const CARD_TITLES = {
  risk: 'Risk Analysis',
  trend: 'Trend',
  timing: 'Timing',
  size: 'Position Size',
} as const;

export const TREND_WORDS: Record<string, string> = {
  improving: 'Improving',
  declining: 'Declining',
  'no clear change': 'No clear change',
  'not enough data': NOT_ENOUGH_DATA,
};

/** The MAE/MFE scatter: the page's own words (METRICS.md "The MAE/MFE scatter"). */
export const EXCURSION_SECTION_TITLE = 'MAE and MFE of your trades';
export const EXCURSION_CHART_TITLE = 'MAE against MFE, one point per trade';
export const EXCURSION_AXES = { x: 'MAE: how far it went against you ($)', y: 'MFE: how far it went for you ($)' } as const;
export const OUTCOME_NAMES = { winner: 'Winner', loser: 'Loser', scratch: 'Scratch' } as const;
export const SCATTER_TRADE_FAILED = 'The trade could not be loaded. Try again.';
