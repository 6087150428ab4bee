/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
export type BrokerAuthType =
  | 'APIKEY'
  | 'OAUTH'
  | 'TOKEN';

export type BrokerCredentialsInput = {
  apiKey?: string | null | undefined;
  baseUrl?: string | null | undefined;
  secretKey?: string | null | undefined;
  token?: string | null | undefined;
};

export type BrokerImportInput = {
  /** Omitted: the stored credentials (or Schwab authorization) are used. */
  credentials?: BrokerCredentialsInput | null | undefined;
  endDate: string;
  platform: string;
  startDate: string;
};

export type CsvImportInput = {
  file: unknown;
  mapping?: GenericColumnMappingInput | null | undefined;
  /** A platform id or generic; omitted, the file tells. */
  platform?: string | null | undefined;
  /** Generic CSV: skip rows that are not trades (a side such as Dividend), listing them in the warnings, instead of refusing the file. */
  skipNonTrades?: boolean | null | undefined;
  /** IANA zone for files without one; default: the Timezone setting. */
  timeZone?: string | null | undefined;
  /** YYYY-MM-DD, for DAS Trader files (they carry no date). */
  tradeDate?: string | null | undefined;
};

/** Which column holds each field. Mapping an exit date and price reads each row as a whole trade (date, time, price and side are the entry’s). */
export type GenericColumnMappingInput = {
  account?: string | null | undefined;
  commission?: string | null | undefined;
  date: string;
  executionId?: string | null | undefined;
  exitDate?: string | null | undefined;
  exitPrice?: string | null | undefined;
  exitTime?: string | null | undefined;
  fees?: string | null | undefined;
  price: string;
  quantity: string;
  side: string;
  symbol: string;
  time?: string | null | undefined;
};

export type ImportMethod =
  | 'API'
  | 'CSV';

export type ImportStatus =
  | 'COMPLETED'
  | 'FAILED'
  | 'UNDONE';

/** Why the broker’s figure differs from the journal’s (docs/importing.md). */
export type ReconciliationReason =
  /** The broker booked closes against the position’s average cost; the journal closes the oldest lots first (FIFO). */
  | 'AVERAGE_COST'
  /** The broker’s figure leaves out commissions and fees, which the journal’s P&L is net of. */
  | 'BROKER_BEFORE_FEES'
  /** A close of a position opened before the imported history: out of the journal’s P&L. */
  | 'PRE_HISTORY_CLOSE';

export type BrokerSyncFieldsFragment = { syncTime: string, defaultTime: boolean, lastSyncAt: string | null, lastAttemptAt: string | null, nextSyncAt: string | null, tradesAdded: number, lastError: string | null, needsReconnect: boolean };

export type SyncNowMutationVariables = Exact<{
  platform: string;
}>;


export type SyncNowMutation = { syncNow: { id: string, sync: { syncTime: string, defaultTime: boolean, lastSyncAt: string | null, lastAttemptAt: string | null, nextSyncAt: string | null, tradesAdded: number, lastError: string | null, needsReconnect: boolean } | null } };

export type SetBrokerSyncTimeMutationVariables = Exact<{
  platform: string;
  time: string;
}>;


export type SetBrokerSyncTimeMutation = { setBrokerSyncTime: { id: string, sync: { syncTime: string, defaultTime: boolean, lastSyncAt: string | null, lastAttemptAt: string | null, nextSyncAt: string | null, tradesAdded: number, lastError: string | null, needsReconnect: boolean } | null } };

export type DisconnectBrokerMutationVariables = Exact<{
  platform: string;
}>;


export type DisconnectBrokerMutation = { disconnectBroker: { id: string, connected: boolean } };

export type ImportFromBrokerMutationVariables = Exact<{
  input: BrokerImportInput;
}>;


export type ImportFromBrokerMutation = { importFromBroker: { success: boolean, message: string, correlationId: string, totalTrades: number, import: { id: string, createdAt: string, platform: string, platformName: string, method: ImportMethod, status: ImportStatus, fileName: string | null, tradesCount: number, executionsCount: number, duplicatesSkipped: number, errors: Array<string>, reconciled: boolean | null, reconciliation: { broker: string, ours: string, difference: string, reconciled: boolean, symbols: Array<{ symbol: string, broker: string, ours: string, difference: string, unexplained: string | null, reasons: Array<{ reason: ReconciliationReason, amount: string }> }> } | null } } };

export type ImportCsvMutationVariables = Exact<{
  input: CsvImportInput;
}>;


export type ImportCsvMutation = { importCsv: { success: boolean, message: string, tradesImported: number, executionsImported: number, duplicatesSkipped: number, processingTimeMs: number, uploadId: string, import: { warnings: Array<string>, id: string, createdAt: string, platform: string, platformName: string, method: ImportMethod, status: ImportStatus, fileName: string | null, tradesCount: number, executionsCount: number, duplicatesSkipped: number, errors: Array<string>, reconciled: boolean | null, reconciliation: { broker: string, ours: string, difference: string, reconciled: boolean, symbols: Array<{ symbol: string, broker: string, ours: string, difference: string, unexplained: string | null, reasons: Array<{ reason: ReconciliationReason, amount: string }> }> } | null } } };

export type PreviewCsvImportMutationVariables = Exact<{
  input: CsvImportInput;
}>;


export type PreviewCsvImportMutation = { previewCsvImport: { platform: string, platformName: string, detected: boolean, needsMapping: boolean, columns: Array<string>, executionCount: number, newExecutionCount: number, duplicateCount: number, nothingNew: string | null, roundTripCount: number, openPositionCount: number, totalNetPnl: string, warnings: Array<string>, suggestedMapping: { date: string | null, time: string | null, symbol: string | null, side: string | null, quantity: string | null, price: string | null, commission: string | null, fees: string | null, account: string | null, executionId: string | null, exitDate: string | null, exitTime: string | null, exitPrice: string | null } | null, reconciliation: { broker: string, ours: string, difference: string, reconciled: boolean, symbols: Array<{ symbol: string, broker: string, ours: string, difference: string, unexplained: string | null, reasons: Array<{ reason: ReconciliationReason, amount: string }> }> } | null, executions: Array<{ line: number, accountId: string, symbol: string, side: string, quantity: string, price: string, commission: string, fees: string, executedAt: string, duplicate: boolean }>, roundTrips: Array<{ symbol: string, side: string, quantity: string, entryPrice: string, exitPrice: string | null, entryTime: string, exitTime: string | null, netPnl: string, status: string }> } };

export type ImportCenterQueryVariables = Exact<{ [key: string]: never; }>;


export type ImportCenterQuery = { brokers: Array<{ id: string, name: string, type: ImportMethod, apiSupported: boolean, csvSupported: boolean, requiresAuth: boolean, authType: BrokerAuthType | null, documentation: string, csvFormats: Array<string>, connected: boolean, sync: { syncTime: string, defaultTime: boolean, lastSyncAt: string | null, lastAttemptAt: string | null, nextSyncAt: string | null, tradesAdded: number, lastError: string | null, needsReconnect: boolean } | null, credentialFields: Array<{ name: string, label: string, secret: boolean, required: boolean, placeholder: string | null, options: Array<string> }> }>, settings: { defaultBroker: string, timezone: string, autoImport: boolean } };

export type ImportRecordFieldsFragment = { id: string, createdAt: string, platform: string, platformName: string, method: ImportMethod, status: ImportStatus, fileName: string | null, tradesCount: number, executionsCount: number, duplicatesSkipped: number, errors: Array<string>, reconciled: boolean | null, reconciliation: { broker: string, ours: string, difference: string, reconciled: boolean, symbols: Array<{ symbol: string, broker: string, ours: string, difference: string, unexplained: string | null, reasons: Array<{ reason: ReconciliationReason, amount: string }> }> } | null };

export type RecentImportsQueryVariables = Exact<{
  limit: number;
}>;


export type RecentImportsQuery = { importCount: number, recentImports: Array<{ id: string, createdAt: string, platform: string, platformName: string, method: ImportMethod, status: ImportStatus, fileName: string | null, tradesCount: number, executionsCount: number, duplicatesSkipped: number, errors: Array<string>, reconciled: boolean | null, reconciliation: { broker: string, ours: string, difference: string, reconciled: boolean, symbols: Array<{ symbol: string, broker: string, ours: string, difference: string, unexplained: string | null, reasons: Array<{ reason: ReconciliationReason, amount: string }> }> } | null }> };

export type ImportUndoPlanQueryVariables = Exact<{
  importId: string | number;
}>;


export type ImportUndoPlanQuery = { importUndoPlan: { canUndo: boolean, fillsAdded: number, tradesAdded: number, laterFillsAffected: number, notes: Array<string>, positions: Array<{ accountId: string, symbol: string, fillsRemoved: number, fillsRemaining: number, tradesBefore: number, tradesAfter: number, netPnlBefore: string, netPnlAfter: string }> } };

export type UndoImportMutationVariables = Exact<{
  importId: string | number;
}>;


export type UndoImportMutation = { undoImport: { fillsAdded: number, tradesAdded: number, import: { id: string, status: ImportStatus } } };

export type ReconciliationFieldsFragment = { broker: string, ours: string, difference: string, reconciled: boolean, symbols: Array<{ symbol: string, broker: string, ours: string, difference: string, unexplained: string | null, reasons: Array<{ reason: ReconciliationReason, amount: string }> }> };
