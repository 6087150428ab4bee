/** Texts of SPEC §2 for the page's overview: verbatim, tests assert them. */
export const PAGE_TITLE = 'Import Trade Center';
export const PAGE_SUBTITLE = 'Connect your trading platforms or upload CSV files to import your trades';

export const TAB_LABELS = { connect: 'Platform Connect', csv: 'CSV Upload' } as const;
export type ImportTab = keyof typeof TAB_LABELS;

export const SUMMARY_LABELS = {
  totalPlatforms: 'Total Platforms',
  apiSupported: 'API Supported',
  csvImport: 'CSV Import',
  recentImports: 'Recent Imports',
} as const;

export const NO_RECENT_IMPORTS = 'No recent imports';

export const GETTING_STARTED_STEPS = [
  { title: 'Choose Platform', description: 'Pick your broker or trading platform from the list.' },
  { title: 'Connect or Upload', description: 'Connect its API, or upload the CSV file it exports.' },
  { title: 'AI Analysis', description: 'Your trades are matched into round trips and analysed for patterns.' },
] as const;

/** SPEC §8: what a call answered with 401 tells the trader. */
export const SIGN_IN_REQUIRED = 'Authentication required. Please sign in.';
