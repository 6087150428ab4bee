/** SPEC §8 and §2 texts of the dashboard, verbatim. */
export const FAILED_TO_FETCH_DASHBOARD = 'Failed to fetch dashboard data';
export const NO_SYMBOL_DATA = 'No symbol data available';
export const VIEW_FULL_ANALYSIS = 'View Full Analysis';
export const VIEW_ALL = 'View All';

/** Ours (not SPEC's): the empty dashboard's invitation to import. */
export const EMPTY_JOURNAL = 'Your journal has no trades yet';
export const IMPORT_TRADES = 'Import Trades';

export const CARD_TITLES = {
  chart: 'Performance',
  insights: 'AI Insights',
  recentTrades: 'Recent Trades',
  topSymbols: 'Top Performing Symbols',
  calendar: 'Daily P&L',
  advanced: 'Advanced Analytics',
} as const;
