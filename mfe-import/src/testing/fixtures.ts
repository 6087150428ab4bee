import type { ImportCenterQuery, ImportRecordFieldsFragment, PreviewCsvImportMutation } from '../__generated__/graphql';

type Broker = ImportCenterQuery['brokers'][number];
type CredentialField = Broker['credentialFields'][number];

const field = (name: string, label: string, options: string[] = []): CredentialField & { __typename: 'CredentialField' } => ({
  __typename: 'CredentialField',
  name,
  label,
  secret: name !== 'baseUrl' && name !== 'apiKey',
  required: name !== 'baseUrl',
  placeholder: null,
  options,
});

const broker = (id: string, name: string, method: 'API' | 'CSV', extra: Partial<Broker> = {}): Broker & { __typename: 'Broker' } => ({
  __typename: 'Broker',
  id,
  name,
  type: method,
  apiSupported: method === 'API',
  csvSupported: method === 'CSV',
  requiresAuth: method === 'API',
  authType: null,
  documentation: `${name} documentation`,
  csvFormats: [`${name} format one`, `${name} format two`, `${name} format three`],
  connected: false,
  sync: null,
  credentialFields: [],
  ...extra,
});

export const ALPACA_BASE_URLS = ['https://paper-api.alpaca.markets', 'https://api.alpaca.markets'];

/** The nine platforms of SPEC §3, as the server's catalogue describes them. */
export const BROKERS = [
  broker('interactive_brokers', 'Interactive Brokers', 'API', {
    csvSupported: true,
    authType: 'TOKEN',
    credentialFields: [field('token', 'Flex Web Service Token'), field('apiKey', 'Flex Query ID')],
  }),
  broker('alpaca', 'Alpaca', 'API', {
    authType: 'APIKEY',
    credentialFields: [field('apiKey', 'API Key ID'), field('secretKey', 'Secret Key'), field('baseUrl', 'Environment', ALPACA_BASE_URLS)],
  }),
  broker('schwab', 'Charles Schwab', 'API', { authType: 'OAUTH', csvSupported: true }),
  broker('das_trader', 'DAS Trader Pro', 'CSV'),
  broker('thinkorswim', 'thinkorswim', 'CSV'),
  broker('tradezero', 'TradeZero', 'CSV'),
  broker('etrade', 'E*TRADE', 'CSV'),
  broker('fidelity', 'Fidelity', 'CSV'),
  broker('webull', 'Webull', 'CSV'),
];

export const importCenter = (defaultBroker = 'interactive_brokers', brokers = BROKERS) => ({
  data: { brokers, settings: { __typename: 'UserSettings', defaultBroker, timezone: 'est', autoImport: false } },
});

export function importRecord(overrides: Partial<ImportRecordFieldsFragment> = {}): ImportRecordFieldsFragment & { __typename: 'ImportRecord' } {
  return {
    __typename: 'ImportRecord',
    id: '1',
    createdAt: '2025-03-14T14:30:00.000Z',
    platform: 'das_trader',
    platformName: 'DAS Trader Pro',
    method: 'CSV',
    status: 'COMPLETED',
    fileName: 'trades.csv',
    tradesCount: 3,
    executionsCount: 5,
    duplicatesSkipped: 0,
    errors: [],
    reconciled: null,
    reconciliation: null,
    ...overrides,
  };
}

/** DAS Trader's own P / L against the journal's: GOLD explained by a pre-history close, NVDA unexplained. */
export function dasReconciliation(): NonNullable<ImportRecordFieldsFragment['reconciliation']> & { __typename: 'ImportReconciliation' } {
  const reason = (reason: 'PRE_HISTORY_CLOSE' | 'BROKER_BEFORE_FEES' | 'AVERAGE_COST', amount: string) => ({ __typename: 'ReconciliationPart' as const, reason, amount });
  const line = (symbol: string, broker: string, ours: string, difference: string, reasons: ReturnType<typeof reason>[], unexplained: string | null) => ({ __typename: 'SymbolReconciliation' as const, symbol, broker, ours, difference, reasons, unexplained });
  return {
    __typename: 'ImportReconciliation',
    broker: '188.2',
    ours: '245',
    difference: '-56.8',
    reconciled: false,
    symbols: [line('GOLD', '-30', '20', '-50', [reason('PRE_HISTORY_CLOSE', '-50')], null), line('MU', '125', '125', '0', [], null), line('NVDA', '93.2', '100', '-6.8', [], '-6.8')],
  };
}

export const recentImports = (imports: ImportRecordFieldsFragment[] = [], importCount = imports.length) => ({ data: { recentImports: imports, importCount } });

type Preview = PreviewCsvImportMutation['previewCsvImport'];

export function dasPreview(overrides: Partial<Preview> = {}): Preview & { __typename: 'CsvImportPreview' } {
  return {
    __typename: 'CsvImportPreview',
    platform: 'das_trader',
    platformName: 'DAS Trader Pro',
    detected: true,
    needsMapping: false,
    columns: ['Time', 'Symbol', 'Side', 'Price', 'Qty', 'Route', 'Account', ''],
    suggestedMapping: null,
    executionCount: 4,
    newExecutionCount: 3,
    duplicateCount: 1,
    nothingNew: null,
    roundTripCount: 2,
    openPositionCount: 0,
    totalNetPnl: '-12.5',
    warnings: [],
    reconciliation: null,
    executions: [
      execution(2, 'AAPL', 'BUY', '189.5', false),
      execution(3, 'AAPL', 'SELL', '190.25', false),
      execution(4, 'TSLA', 'SELL', '245.1', true),
      execution(5, 'TSLA', 'BUY', '245.975', false),
    ],
    roundTrips: [roundTrip('AAPL', 'LONG', '75'), roundTrip('TSLA', 'SHORT', '-87.5')],
    ...overrides,
  };
}

function execution(line: number, symbol: string, side: string, price: string, duplicate: boolean) {
  return {
    __typename: 'PreviewExecution' as const,
    line,
    accountId: 'TRPA1001',
    symbol,
    side,
    quantity: '100',
    price,
    commission: '0',
    fees: '0',
    executedAt: '2025-03-14T13:31:05.000Z',
    duplicate,
  };
}

function roundTrip(symbol: string, side: string, netPnl: string) {
  return {
    __typename: 'PreviewRoundTrip' as const,
    symbol,
    side,
    quantity: '100',
    entryPrice: '189.5',
    exitPrice: '190.25',
    entryTime: '2025-03-14T13:31:05.000Z',
    exitTime: '2025-03-14T13:45:12.000Z',
    netPnl,
    status: 'closed',
  };
}
