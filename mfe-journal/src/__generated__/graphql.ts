/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
/** What the closed trades are grouped by on /analytics. */
export type BreakdownDimension =
  | 'DIRECTION'
  | 'HOLDING'
  | 'HOUR'
  | 'MISTAKE'
  | 'RESULT'
  | 'R_MULTIPLE'
  | 'SETUP'
  | 'SIZE'
  | 'SYMBOL'
  | 'UNDERLYING'
  | 'WEEKDAY';

/** Whether a bulk edit puts the tag on every trade chosen or takes it off them. */
export type BulkTagAction =
  | 'ADD'
  | 'REMOVE';

export type CandleImportInput = {
  /** A .csv with a header: time, open, high, low, close, volume (volume optional). */
  file: unknown;
  symbol: string;
  /** IANA zone of times written without one; default UTC. */
  timeZone?: string | null | undefined;
  /** One of 1m, 5m, 10m, 15m, 30m, 1h, 4h, 1d. */
  timeframe: string;
};

/** A figure of the dashboard that can be explained (see graph-api/src/modules/dashboard-summary/METRICS.md). */
export type DashboardMetric =
  | 'AVG_LOSS'
  | 'AVG_WIN'
  | 'COSTS'
  | 'DAILY_PNL'
  | 'EXPECTANCY'
  | 'LARGEST_LOSING_STREAK'
  | 'LONGEST_LOSS_STREAK'
  | 'LONGEST_WIN_STREAK'
  | 'MAX_DRAWDOWN'
  | 'PAYOFF_RATIO'
  | 'PROFIT_FACTOR'
  | 'TOTAL_PNL'
  | 'TOTAL_TRADES'
  | 'WIN_RATE';

/** Only the fields given change; an empty text clears it. */
export type DayJournalInput = {
  /** At most 10,000 characters. */
  plan?: string | null | undefined;
  /** At most 10,000 characters. */
  review?: string | null | undefined;
};

/** How an option left the account without a closing trade: EXPIRED (the journal closed it at 0 at its expiry, no closing fill), ASSIGNED or EXERCISED (the file closed it at 0 so). */
export type ExitKind =
  /** The file closed the option at 0: it was assigned, and its shares changed hands at the strike. */
  | 'ASSIGNED'
  /** The file closed the option at 0: it was exercised, and its shares changed hands at the strike. */
  | 'EXERCISED'
  /** Closed at 0 at the US close on its expiry date: no closing fill. */
  | 'EXPIRED';

/** The filter bar (docs/filter-bar.md): which trades a view counts. Every field is optional; equal filters give equal figures on every view. */
export type JournalFilterInput = {
  /** An account id as the broker names it (exact). */
  account?: string | null | undefined;
  /** First local date of entry, YYYY-MM-DD, included. */
  from?: string | null | undefined;
  period?: TimePeriod | null | undefined;
  /** A platform id, such as interactive_brokers or schwab. */
  platform?: string | null | undefined;
  side?: SideFilter | null | undefined;
  /** A symbol, or the underlying of options (AAPL keeps AAPL shares and AAPL options); case-insensitive. */
  symbol?: string | null | undefined;
  /** Trades carrying these setup or mistake tags (see tagMatch). */
  tagIds?: Array<string | number> | null | undefined;
  /** With several tagIds: any of them (the default) or all of them. */
  tagMatch?: TagMatch | null | undefined;
  /** Last local date of entry, YYYY-MM-DD, included. */
  to?: string | null | undefined;
};

/** The closing fill of a position closed by hand (expired, transferred…). */
export type ManualCloseInput = {
  commission?: string | null | undefined;
  fees?: string | null | undefined;
  /** The exit price (0 for a contract that expired worthless). */
  price: string;
  /** ISO 8601; at or after the trade's last fill, not in the future. */
  time: string;
};

/** A trade entered by hand. Numbers are decimal strings, times ISO 8601; each field is checked and every refused field named (extensions.fields). */
export type ManualTradeInput = {
  /** The account, as the trader names it; none when left out. */
  accountId?: string | null | undefined;
  /** The whole trade’s commission; 0 when left out. */
  commission?: string | null | undefined;
  entryPrice: string;
  /** ISO 8601, such as 2026-03-02T14:30:00Z; not in the future. */
  entryTime: string;
  /** With exitTime for a closed trade; both left out for an open one. */
  exitPrice?: string | null | undefined;
  /** At or after the entry time. */
  exitTime?: string | null | undefined;
  /** The whole trade’s other fees; 0 when left out. */
  fees?: string | null | undefined;
  /** At most 10,000 characters; left out, an edit keeps the notes. */
  notes?: string | null | undefined;
  /** More than 0; fractions allowed. */
  quantity: string;
  /** LONG or SHORT. */
  side: string;
  /** A ticker such as AAPL, or an option as its OCC symbol. */
  symbol: string;
};

/** Long or short trades (a multi-leg position by its lead leg). */
export type SideFilter =
  | 'LONG'
  | 'SHORT';

/** Smallest (or earliest, or A) first, or largest first. */
export type SortDirection =
  | 'ASC'
  | 'DESC';

/** What a tag says about a trade: its setup, or a mistake made in it. */
export type TagKind =
  | 'MISTAKE'
  | 'SETUP';

/** Trades carrying any of the tags, or all of them. */
export type TagMatch =
  | 'ALL'
  | 'ANY';

/** By entry time, in the trader's Timezone setting: today, this week (from Monday), this calendar month, quarter or year, or all. */
export type TimePeriod =
  | 'ALL'
  | 'MONTH'
  | 'QUARTER'
  | 'TODAY'
  | 'WEEK'
  | 'YEAR';

export type TradeChartInput = {
  /** ISO-8601. */
  entryTime?: string | null | undefined;
  /** ISO-8601; the chart ends 20 bars after it (after the entry without it). */
  exitTime?: string | null | undefined;
  symbol?: string | null | undefined;
  /** Default 5m. */
  timeframe?: string | null | undefined;
  /** A trade of the caller: its instrument, entry and exit. */
  tradeId?: string | number | null | undefined;
};

/** Winners and losers by net P&L of closed trades; long and short by side. */
export type TradeFilter =
  | 'ALL'
  | 'LONG'
  | 'LOSERS'
  | 'SHORT'
  | 'WINNERS';

/** Which trades the history shows: the filter bar (JournalFilterInput) and the history's own search and filters; every field is optional. */
export type TradeHistoryFilterInput = {
  /** An account id as the broker names it (exact). */
  account?: string | null | undefined;
  filter?: TradeFilter | null | undefined;
  /** First local date of entry, YYYY-MM-DD, included. */
  from?: string | null | undefined;
  /** Trades holding a fill of this import (an id from recentImports). */
  importId?: string | number | null | undefined;
  period?: TimePeriod | null | undefined;
  /** A platform id, such as interactive_brokers or schwab. */
  platform?: string | null | undefined;
  /** Symbol, trade id, notes or tag name, case-insensitive (at most 100 characters). */
  search?: string | null | undefined;
  side?: SideFilter | null | undefined;
  /** A symbol, or the underlying of options (AAPL keeps AAPL shares and AAPL options); case-insensitive. */
  symbol?: string | null | undefined;
  /** Trades carrying these setup or mistake tags (see tagMatch). */
  tagIds?: Array<string | number> | null | undefined;
  /** With several tagIds: any of them (the default) or all of them. */
  tagMatch?: TagMatch | null | undefined;
  /** Last local date of entry, YYYY-MM-DD, included. */
  to?: string | null | undefined;
  /** Only trades holding a fill of an import whose figures did not reconcile with the broker’s own (ImportRecord.reconciled false). */
  unreconciledOnly?: boolean | null | undefined;
};

/** Only the fields given change; null clears a field. */
export type TradeJournalInput = {
  /** At most 10,000 characters. */
  notes?: string | null | undefined;
  /** The planned stop: below the entry for a long trade, above it for a short one. */
  stopPrice?: string | null | undefined;
  /** The trade's whole set of tags (setups and mistakes); [] removes them all. */
  tagIds?: Array<string | number> | null | undefined;
};

/** A column the history sorts by. Trades without the value (open trades have no exit or hold time; trades without a stop have no R) come last in either direction. */
export type TradeSort =
  | 'ENTRY_TIME'
  | 'EXIT_TIME'
  | 'HOLD_TIME'
  | 'PNL'
  | 'QUANTITY'
  | 'R'
  | 'SIDE'
  | 'SYMBOL';

export type AnalyticsBreakdownsQueryVariables = Exact<{
  filter?: JournalFilterInput | null | undefined;
}>;


export type AnalyticsBreakdownsQuery = { analyticsBreakdowns: { timeZone: string, closedTrades: number, minimumTrades: number, filter: string, tooFewTrades: boolean, risk: { maxDrawdown: string, largestLosingStreakCount: number, largestLosingStreakTotal: string, avgLoss: string, largestLoss: string, tradesWithStop: number, meanR: number | null, lossesBeyondPlannedRisk: number, meanRInterval: { low: number, high: number } | null }, trend: { verdict: string, pValue: number | null, recent: { tradeCount: number, winRate: number, expectancy: string, meanPnlInterval: { low: number, high: number } | null }, earlier: { tradeCount: number, winRate: number, expectancy: string, meanPnlInterval: { low: number, high: number } | null } }, timing: { medianWinnerHoldMinutes: number | null, medianLoserHoldMinutes: number | null, bestHour: { key: string, label: string, tradeCount: number, expectancy: string } | null, worstHour: { key: string, label: string, tradeCount: number, expectancy: string } | null, bestWeekday: { key: string, label: string, tradeCount: number, expectancy: string } | null, worstWeekday: { key: string, label: string, tradeCount: number, expectancy: string } | null }, size: { meanPositionSize: number, meanWinnerSize: number | null, meanLoserSize: number | null, bestRange: { key: string, label: string, tradeCount: number, expectancy: string } | null, worstRange: { key: string, label: string, tradeCount: number, expectancy: string } | null }, breakdowns: Array<{ dimension: BreakdownDimension, title: string, tradesLeftOut: number, overlapping: boolean, buckets: Array<{ key: string, label: string, tradeCount: number, winRate: number, expectancy: string, totalPnl: string, enoughData: boolean, winRateInterval: { low: number, high: number }, meanPnlInterval: { low: number, high: number } | null }> }>, excursions: { tradesWithCandles: number, enoughData: boolean, losers: number, losersAheadFirst: number | null, winners: number, medianWinnerCapturedPercent: number | null, points: Array<{ tradeId: string, symbol: string, direction: string, exitTime: string, netPnl: string, maeDollars: string, mfeDollars: string, maeR: string | null, mfeR: string | null, capturedPercent: string | null }> } } };

export type TrendSideFieldsFragment = { tradeCount: number, winRate: number, expectancy: string, meanPnlInterval: { low: number, high: number } | null };

export type NamedBucketFieldsFragment = { key: string, label: string, tradeCount: number, expectancy: string };

export type BreakdownBucketFieldsFragment = { key: string, label: string, tradeCount: number, winRate: number, expectancy: string, totalPnl: string, enoughData: boolean, winRateInterval: { low: number, high: number }, meanPnlInterval: { low: number, high: number } | null };

export type BreakdownBucketQueryVariables = Exact<{
  dimension: BreakdownDimension;
  key: string;
  filter?: JournalFilterInput | null | undefined;
}>;


export type BreakdownBucketQuery = { breakdownBucket: { key: string, label: string, tradeCount: number, trades: Array<{ id: string, symbol: string, side: string, status: string, quantity: string, closedQuantity: string, entryPrice: string, exitPrice: string | null, entryTime: string, exitTime: string | null, exitKind: ExitKind | null, pnl: string, grossPnl: string, commission: string, fees: string, multiplier: string, assetClass: string, platform: string, platformName: string, accountId: string, manual: boolean, manualOnly: boolean, timeGiven: boolean, notes: string, stopPrice: string | null, initialRisk: string | null, rMultiple: string | null, tags: Array<{ id: string, kind: TagKind, name: string }>, position: { id: string, shape: string, legCount: number, pnl: string } | null }> } };

export type ExcursionScatterFieldsFragment = { tradesWithCandles: number, enoughData: boolean, losers: number, losersAheadFirst: number | null, winners: number, medianWinnerCapturedPercent: number | null, points: Array<{ tradeId: string, symbol: string, direction: string, exitTime: string, netPnl: string, maeDollars: string, mfeDollars: string, maeR: string | null, mfeR: string | null, capturedPercent: string | null }> };

export type ScatterTradeQueryVariables = Exact<{
  id: string | number;
}>;


export type ScatterTradeQuery = { trade: { id: string, symbol: string, side: string, status: string, quantity: string, closedQuantity: string, entryPrice: string, exitPrice: string | null, entryTime: string, exitTime: string | null, exitKind: ExitKind | null, pnl: string, grossPnl: string, commission: string, fees: string, multiplier: string, assetClass: string, platform: string, platformName: string, accountId: string, manual: boolean, manualOnly: boolean, timeGiven: boolean, notes: string, stopPrice: string | null, initialRisk: string | null, rMultiple: string | null, tags: Array<{ id: string, kind: TagKind, name: string }>, position: { id: string, shape: string, legCount: number, pnl: string } | null } };

export type AdvancedAnalyticsQueryVariables = Exact<{
  filter?: JournalFilterInput | null | undefined;
}>;


export type AdvancedAnalyticsQuery = { advancedAnalytics: { message: string | null, timeAnalytics: { bestDay: { day: string, trades: number, totalPnl: string, winRate: number } | null, bestHour: { hour: number, trades: number, totalPnl: string, winRate: number } | null }, symbolPerformance: { topPerformers: Array<{ symbol: string, trades: number, totalPnl: string, winRate: number }> }, positionSizeAnalysis: { bestRange: { range: string, trades: number, winRate: number, avgPnl: string, totalPnl: string } | null } } };

export type DashboardQueryVariables = Exact<{
  filter?: JournalFilterInput | null | undefined;
}>;


export type DashboardQuery = { dashboard: { timeZone: string, filter: string, tooFewTrades: boolean, performanceStats: { totalPnl: string, totalTrades: number, openTrades: number, winners: number, losers: number, scratches: number, winRate: number, profitFactor: number | null, profitFactorText: string, grossProfit: string, grossLoss: string, maxDrawdown: string, maxDrawdownPeakAt: string | null, maxDrawdownTroughAt: string | null }, recentTrades: Array<{ id: string, symbol: string, side: string, status: string, quantity: string, closedQuantity: string, entryPrice: string, exitPrice: string | null, entryTime: string, exitTime: string | null, exitKind: ExitKind | null, pnl: string, grossPnl: string, commission: string, fees: string, multiplier: string, assetClass: string, platform: string, platformName: string, accountId: string, manual: boolean, manualOnly: boolean, timeGiven: boolean, notes: string, stopPrice: string | null, initialRisk: string | null, rMultiple: string | null, tags: Array<{ id: string, kind: TagKind, name: string }>, position: { id: string, shape: string, legCount: number, pnl: string } | null }>, symbolPerformance: Array<{ symbol: string, tradeCount: number, totalPnl: string, winRate: number }> } };

export type ExplainMetricQueryVariables = Exact<{
  metric: DashboardMetric;
  date?: string | null | undefined;
  filter?: JournalFilterInput | null | undefined;
}>;


export type ExplainMetricQuery = { dashboard: { explain: { metric: DashboardMetric, filter: string, formula: string, tradeCount: number, tradeIds: Array<string>, inputs: Array<{ name: string, value: string }>, trades: Array<{ id: string, symbol: string, side: string, status: string, quantity: string, closedQuantity: string, entryPrice: string, exitPrice: string | null, entryTime: string, exitTime: string | null, exitKind: ExitKind | null, pnl: string, grossPnl: string, commission: string, fees: string, multiplier: string, assetClass: string, platform: string, platformName: string, accountId: string, manual: boolean, manualOnly: boolean, timeGiven: boolean, notes: string, stopPrice: string | null, initialRisk: string | null, rMultiple: string | null, tags: Array<{ id: string, kind: TagKind, name: string }>, position: { id: string, shape: string, legCount: number, pnl: string } | null }> } } };

export type PerformanceChartQueryVariables = Exact<{
  filter?: JournalFilterInput | null | undefined;
}>;


export type PerformanceChartQuery = { performanceChart: { timeZone: string, chartData: Array<{ date: string, cumulativePnl: string, pnl: string, trades: number }> } };

export type DayJournalEntriesQueryVariables = Exact<{
  from: string;
  to: string;
}>;


export type DayJournalEntriesQuery = { dayJournalEntries: Array<{ date: string, plan: string, review: string, updatedAt: string | null }> };

export type DayJournalEntryQueryVariables = Exact<{
  date: string;
}>;


export type DayJournalEntryQuery = { dayJournalEntry: { date: string, plan: string, review: string, updatedAt: string | null } };

export type SaveDayJournalEntryMutationVariables = Exact<{
  date: string;
  input: DayJournalInput;
}>;


export type SaveDayJournalEntryMutation = { saveDayJournalEntry: { date: string, plan: string, review: string, updatedAt: string | null } };

export type JournalFilterChoicesQueryVariables = Exact<{ [key: string]: never; }>;


export type JournalFilterChoicesQuery = { journalFilterChoices: { accounts: Array<{ name: string, platform: string }>, platforms: Array<{ id: string, name: string }> } };

export type PeriodComparisonQueryVariables = Exact<{
  filter: JournalFilterInput;
}>;


export type PeriodComparisonQuery = { periodComparison: { previousFrom: string, previousTo: string, currentTrades: number, previousTrades: number, minimumTrades: number, figures: Array<{ figure: string, current: string, previous: string, change: string | null, pValue: number | null, verdict: string }> } | null };

export type BulkTagTradesMutationVariables = Exact<{
  tradeIds: Array<string | number> | string | number;
  tagId: string | number;
  action: BulkTagAction;
}>;


export type BulkTagTradesMutation = { bulkTagTrades: Array<{ id: string, symbol: string, side: string, status: string, quantity: string, closedQuantity: string, entryPrice: string, exitPrice: string | null, entryTime: string, exitTime: string | null, exitKind: ExitKind | null, pnl: string, grossPnl: string, commission: string, fees: string, multiplier: string, assetClass: string, platform: string, platformName: string, accountId: string, manual: boolean, manualOnly: boolean, timeGiven: boolean, notes: string, stopPrice: string | null, initialRisk: string | null, rMultiple: string | null, tags: Array<{ id: string, kind: TagKind, name: string }>, position: { id: string, shape: string, legCount: number, pnl: string } | null }> };

export type RenameJournalTagMutationVariables = Exact<{
  id: string | number;
  name: string;
}>;


export type RenameJournalTagMutation = { renameJournalTag: { id: string, kind: TagKind, name: string, tradeCount: number } };

export type MergeJournalTagsMutationVariables = Exact<{
  sourceId: string | number;
  targetId: string | number;
}>;


export type MergeJournalTagsMutation = { mergeJournalTags: { id: string, kind: TagKind, name: string, tradeCount: number } };

export type TradeHistoryQueryVariables = Exact<{
  filter?: TradeHistoryFilterInput | null | undefined;
  first: number;
  after?: string | null | undefined;
  sortBy?: TradeSort | null | undefined;
  sortDirection?: SortDirection | null | undefined;
}>;


export type TradeHistoryQuery = { tradeHistory: { endCursor: string | null, hasNextPage: boolean, trades: Array<{ id: string, symbol: string, side: string, status: string, quantity: string, closedQuantity: string, entryPrice: string, exitPrice: string | null, entryTime: string, exitTime: string | null, exitKind: ExitKind | null, pnl: string, grossPnl: string, commission: string, fees: string, multiplier: string, assetClass: string, platform: string, platformName: string, accountId: string, manual: boolean, manualOnly: boolean, timeGiven: boolean, notes: string, stopPrice: string | null, initialRisk: string | null, rMultiple: string | null, tags: Array<{ id: string, kind: TagKind, name: string }>, position: { id: string, shape: string, legCount: number, pnl: string } | null }>, summary: { tradeCount: number, closedTradeCount: number, netPnl: string } }, settings: { timezone: string } };

export type InsightTradesQueryVariables = Exact<{
  ids: Array<string | number> | string | number;
}>;


export type InsightTradesQuery = { tradesWithIds: Array<{ id: string, symbol: string, side: string, status: string, quantity: string, closedQuantity: string, entryPrice: string, exitPrice: string | null, entryTime: string, exitTime: string | null, exitKind: ExitKind | null, pnl: string, grossPnl: string, commission: string, fees: string, multiplier: string, assetClass: string, platform: string, platformName: string, accountId: string, manual: boolean, manualOnly: boolean, timeGiven: boolean, notes: string, stopPrice: string | null, initialRisk: string | null, rMultiple: string | null, tags: Array<{ id: string, kind: TagKind, name: string }>, position: { id: string, shape: string, legCount: number, pnl: string } | null }> };

export type InsightsCardQueryVariables = Exact<{
  filter?: JournalFilterInput | null | undefined;
}>;


export type InsightsCardQuery = { insights: Array<{ id: string, category: string, title: string, text: string, confidence: number, createdAt: string }>, trades: Array<{ id: string }>, settings: { timezone: string } };

export type InsightsQueryVariables = Exact<{
  filter?: JournalFilterInput | null | undefined;
}>;


export type InsightsQuery = { insights: Array<{ id: string, category: string, title: string, text: string, tradeIds: Array<string>, sampleSize: number, confidence: number, createdAt: string, evidence: Array<{ label: string, value: string }> }>, trades: Array<{ id: string }>, settings: { timezone: string } };

export type CreateManualTradeMutationVariables = Exact<{
  input: ManualTradeInput;
}>;


export type CreateManualTradeMutation = { createManualTrade: { id: string, symbol: string, side: string, status: string, quantity: string, closedQuantity: string, entryPrice: string, exitPrice: string | null, entryTime: string, exitTime: string | null, exitKind: ExitKind | null, pnl: string, grossPnl: string, commission: string, fees: string, multiplier: string, assetClass: string, platform: string, platformName: string, accountId: string, manual: boolean, manualOnly: boolean, timeGiven: boolean, notes: string, stopPrice: string | null, initialRisk: string | null, rMultiple: string | null, tags: Array<{ id: string, kind: TagKind, name: string }>, position: { id: string, shape: string, legCount: number, pnl: string } | null } };

export type UpdateManualTradeMutationVariables = Exact<{
  tradeId: string | number;
  input: ManualTradeInput;
}>;


export type UpdateManualTradeMutation = { updateManualTrade: { id: string, symbol: string, side: string, status: string, quantity: string, closedQuantity: string, entryPrice: string, exitPrice: string | null, entryTime: string, exitTime: string | null, exitKind: ExitKind | null, pnl: string, grossPnl: string, commission: string, fees: string, multiplier: string, assetClass: string, platform: string, platformName: string, accountId: string, manual: boolean, manualOnly: boolean, timeGiven: boolean, notes: string, stopPrice: string | null, initialRisk: string | null, rMultiple: string | null, tags: Array<{ id: string, kind: TagKind, name: string }>, position: { id: string, shape: string, legCount: number, pnl: string } | null } };

export type DeleteManualTradeMutationVariables = Exact<{
  tradeId: string | number;
}>;


export type DeleteManualTradeMutation = { deleteManualTrade: number };

export type ClosePositionManuallyMutationVariables = Exact<{
  tradeId: string | number;
  input: ManualCloseInput;
}>;


export type ClosePositionManuallyMutation = { closePositionManually: { id: string, symbol: string, side: string, status: string, quantity: string, closedQuantity: string, entryPrice: string, exitPrice: string | null, entryTime: string, exitTime: string | null, exitKind: ExitKind | null, pnl: string, grossPnl: string, commission: string, fees: string, multiplier: string, assetClass: string, platform: string, platformName: string, accountId: string, manual: boolean, manualOnly: boolean, timeGiven: boolean, notes: string, stopPrice: string | null, initialRisk: string | null, rMultiple: string | null, tags: Array<{ id: string, kind: TagKind, name: string }>, position: { id: string, shape: string, legCount: number, pnl: string } | null } };

export type ReportTimeZoneQueryVariables = Exact<{ [key: string]: never; }>;


export type ReportTimeZoneQuery = { settings: { timezone: string } };

export type WeeklyReportQueryVariables = Exact<{
  day: string;
}>;


export type WeeklyReportQuery = { weeklyReport: { title: string, from: string, to: string, netPnl: string, trades: number, lines: Array<{ label: string, value: string }>, journal: Array<{ day: string, plan: string, review: string }>, equityDays: Array<{ day: string, cumulativePnl: number, dayPnl: number, trades: number }> } };

export type CreateJournalTagMutationVariables = Exact<{
  kind: TagKind;
  name: string;
}>;


export type CreateJournalTagMutation = { createJournalTag: { id: string, kind: TagKind, name: string, tradeCount: number } };

export type ImportCandlesMutationVariables = Exact<{
  input: CandleImportInput;
}>;


export type ImportCandlesMutation = { importCandles: { success: boolean, message: string, symbol: string, timeframe: string, candlesImported: number, from: string, to: string } };

export type JournalTagsQueryVariables = Exact<{ [key: string]: never; }>;


export type JournalTagsQuery = { journalTags: Array<{ id: string, kind: TagKind, name: string, tradeCount: number }> };

export type TradeAnalysisQueryVariables = Exact<{
  tradeId: string | number;
}>;


export type TradeAnalysisQuery = { tradeAnalysis: { tradeId: string, suggestedEntry: string | null, suggestedExit: string | null, riskAnalysis: string, improvementTips: Array<string>, confidenceScore: number, confidenceReasons: Array<string>, hindsightNote: string | null, narrativeSource: string, excursions: { timeframe: string, barsInside: number, insideOneBar: boolean, realisedPerUnit: string | null, capturedPercent: string | null, minutesToMfe: number, exitTiming: string | null, givenBackPerUnit: string | null, mae: { price: string, perUnit: string, dollars: string, r: string | null, time: string }, mfe: { price: string, perUnit: string, dollars: string, r: string | null, time: string }, stopReached: { price: string, time: string } | null, afterExit: { price: string, time: string, beyondMfePerUnit: string } | null, hindsight: { entry: { price: string, time: string }, exit: { price: string, time: string } } } | null, comparison: { notional: string, pastTrades: number, medianNotional: string | null, sizeRatio: string | null, maePercent: string | null, tradesWithCandles: number, medianMaePercent: string | null, maeRatio: string | null }, candles: { timeframe: string, count: number, chartedSymbol: string | null, isUnderlying: boolean, providers: Array<string>, notice: string | null } } };

export type TradeAssignmentLinkQueryVariables = Exact<{
  id: string | number;
}>;


export type TradeAssignmentLinkQuery = { trade: { id: string, assignmentLink: { tradeId: string, symbol: string, kind: string, linkedIs: string, sharesOpened: boolean } | null } };

export type LinkedTradeQueryVariables = Exact<{
  id: string | number;
}>;


export type LinkedTradeQuery = { trade: { id: string, symbol: string, side: string, status: string, quantity: string, closedQuantity: string, entryPrice: string, exitPrice: string | null, entryTime: string, exitTime: string | null, exitKind: ExitKind | null, pnl: string, grossPnl: string, commission: string, fees: string, multiplier: string, assetClass: string, platform: string, platformName: string, accountId: string, manual: boolean, manualOnly: boolean, timeGiven: boolean, notes: string, stopPrice: string | null, initialRisk: string | null, rMultiple: string | null, tags: Array<{ id: string, kind: TagKind, name: string }>, position: { id: string, shape: string, legCount: number, pnl: string } | null } };

export type TradeChartQueryVariables = Exact<{
  input: TradeChartInput;
}>;


export type TradeChartQuery = { tradeChart: { symbol: string, timeframe: string, chartedSymbol: string | null, isUnderlying: boolean, label: string | null, providers: Array<string>, message: string | null, notice: string | null, candles: Array<{ time: string, open: string, high: string, low: string, close: string, volume: string }>, sources: Array<{ source: string, label: string }> } };

export type TradeFieldsFragment = { id: string, symbol: string, side: string, status: string, quantity: string, closedQuantity: string, entryPrice: string, exitPrice: string | null, entryTime: string, exitTime: string | null, exitKind: ExitKind | null, pnl: string, grossPnl: string, commission: string, fees: string, multiplier: string, assetClass: string, platform: string, platformName: string, accountId: string, manual: boolean, manualOnly: boolean, timeGiven: boolean, notes: string, stopPrice: string | null, initialRisk: string | null, rMultiple: string | null, tags: Array<{ id: string, kind: TagKind, name: string }>, position: { id: string, shape: string, legCount: number, pnl: string } | null };

export type TradeFillsQueryVariables = Exact<{
  id: string | number;
}>;


export type TradeFillsQuery = { trade: { id: string, fills: Array<{ executedAt: string, side: string, role: string, quantity: string, price: string, commission: string, fees: string }> } };

export type TradePositionQueryVariables = Exact<{
  id: string | number;
}>;


export type TradePositionQuery = { trade: { id: string, position: { id: string, shape: string, underlying: string, netDebit: string, maxLoss: string | null, maxGain: string | null, pnl: string, status: string, rMultiple: string | null, grouping: string, legCount: number, legs: Array<{ tradeId: string, symbol: string, side: string, quantity: string, entryPrice: string, exitPrice: string | null, pnl: string, status: string, exitKind: ExitKind | null }> } | null } };

export type SplitPositionLegMutationVariables = Exact<{
  tradeId: string | number;
}>;


export type SplitPositionLegMutation = { splitPositionLeg: { id: string } };

export type ResetPositionGroupingMutationVariables = Exact<{
  tradeId: string | number;
}>;


export type ResetPositionGroupingMutation = { resetPositionGrouping: { id: string } };

export type MergeCandidatesQueryVariables = Exact<{
  tradeId: string | number;
}>;


export type MergeCandidatesQuery = { mergeCandidates: Array<{ id: string, symbol: string, side: string, entryTime: string }> };

export type MergePositionsMutationVariables = Exact<{
  tradeIds: Array<string | number> | string | number;
}>;


export type MergePositionsMutation = { mergePositions: { id: string } };

export type UpdateTradeJournalMutationVariables = Exact<{
  tradeId: string | number;
  input: TradeJournalInput;
}>;


export type UpdateTradeJournalMutation = { updateTradeJournal: { id: string, symbol: string, side: string, status: string, quantity: string, closedQuantity: string, entryPrice: string, exitPrice: string | null, entryTime: string, exitTime: string | null, exitKind: ExitKind | null, pnl: string, grossPnl: string, commission: string, fees: string, multiplier: string, assetClass: string, platform: string, platformName: string, accountId: string, manual: boolean, manualOnly: boolean, timeGiven: boolean, notes: string, stopPrice: string | null, initialRisk: string | null, rMultiple: string | null, tags: Array<{ id: string, kind: TagKind, name: string }>, position: { id: string, shape: string, legCount: number, pnl: string } | null } };
