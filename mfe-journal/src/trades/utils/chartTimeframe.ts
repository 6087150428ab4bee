/** SPEC §9: the timeframes a trade's chart offers; SPEC §4: 5m unless the trader chose another. */
export const CHART_TIMEFRAMES = ['5m', '10m', '15m', '30m', '1h', '4h', '1d'] as const;
export type ChartTimeframe = (typeof CHART_TIMEFRAMES)[number];
export const DEFAULT_CHART_TIMEFRAME: ChartTimeframe = '5m';

/** SPEC §4: the choice lives in session storage under a trade-chart timeframe key, for the tab's life. */
export const CHART_TIMEFRAME_STORAGE_KEY = 'trade-chart-timeframe';

export function isChartTimeframe(value: unknown): value is ChartTimeframe {
  return typeof value === 'string' && (CHART_TIMEFRAMES as readonly string[]).includes(value);
}

/** The remembered timeframe; the default when none is stored, storage is blocked, or it holds anything else. */
export function storedChartTimeframe(storage: Pick<Storage, 'getItem'> | undefined = safeSessionStorage()): ChartTimeframe {
  try {
    const value = storage?.getItem(CHART_TIMEFRAME_STORAGE_KEY);
    return isChartTimeframe(value) ? value : DEFAULT_CHART_TIMEFRAME;
  } catch {
    return DEFAULT_CHART_TIMEFRAME;
  }
}

export function rememberChartTimeframe(timeframe: ChartTimeframe, storage: Pick<Storage, 'setItem'> | undefined = safeSessionStorage()): void {
  try {
    storage?.setItem(CHART_TIMEFRAME_STORAGE_KEY, timeframe);
  } catch {
    // Storage refused (private mode, quota): the choice still holds while the dialog is open.
  }
}

// Reading `window.sessionStorage` itself throws where storage is blocked.
function safeSessionStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
}
