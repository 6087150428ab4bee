/** Texts of SPEC §2 and §8 for choosing a broker and importing through its API: verbatim. */
export const MODE_LABELS = { api: 'API Import (Automated)', csv: 'CSV Upload (Manual)' } as const;
export type ImportMode = keyof typeof MODE_LABELS;
/** SPEC §4: the import mode starts at csv. */
export const DEFAULT_MODE: ImportMode = 'csv';

export const ACTION_LABELS = { api: 'Connect API', csv: 'Upload CSV' } as const;

export const PLATFORM_SELECTED_TOAST = 'Platform Selected';

export const API_IMPORT_TOASTS = {
  successTitle: 'Import Successful',
  success: (trades: number, platform: string) => `Imported ${trades} trades from ${platform}`,
  failedTitle: 'Import Failed',
  failedDefault: 'Failed to import trades',
  connectionTitle: 'Connection Error',
  connection: 'Failed to connect to trading platform API',
} as const;

export const OAUTH_NOTE = 'Authorization is completed in the browser: you sign in at the broker, approve read access to your trades, and come back here.';
