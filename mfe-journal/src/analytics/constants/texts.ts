/** The page's own words (its SPEC §8 texts are the dashboard's and the trades'). */
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
