/**
 * The nine platforms of SPEC §3. `csvFormats` are the headers of the exports each importer reads
 * (the page shows the first two on the broker's card); `csvSupported` says whether a CSV importer
 * exists (Interactive Brokers has both: the Flex Web Service and its CSV exports; so has Charles Schwab: the
 * Trader API and the Transactions CSV).
 */
export type PlatformId = 'interactive_brokers' | 'alpaca' | 'schwab' | 'das_trader' | 'thinkorswim' | 'tradezero' | 'etrade' | 'fidelity' | 'webull';
export type AuthType = 'token' | 'apikey' | 'oauth';
export type CredentialName = 'apiKey' | 'secretKey' | 'token' | 'baseUrl';

export interface CredentialField {
  name: CredentialName;
  label: string;
  secret: boolean;
  required: boolean;
  placeholder: string | null;
}

export interface BrokerEntry {
  id: PlatformId;
  name: string;
  type: 'api' | 'csv';
  apiSupported: boolean;
  csvSupported: boolean;
  requiresAuth: boolean;
  authType: AuthType | null;
  baseUrl: string | null;
  documentation: string;
  csvFormats: string[];
  credentialFields: CredentialField[];
}

const field = (name: CredentialName, label: string, secret: boolean, placeholder: string | null = null): CredentialField => ({
  name,
  label,
  secret,
  required: name !== 'baseUrl',
  placeholder,
});

/** A platform read from its CSV exports only: no API, nothing to authorize. */
const csvOnly = ({ id, name, documentation, csvFormats }: Pick<BrokerEntry, 'id' | 'name' | 'documentation' | 'csvFormats'>): BrokerEntry => ({
  id,
  name,
  type: 'csv',
  apiSupported: false,
  csvSupported: true,
  requiresAuth: false,
  authType: null,
  baseUrl: null,
  documentation,
  csvFormats,
  credentialFields: [],
});

export const BROKER_CATALOGUE: readonly BrokerEntry[] = [
  {
    id: 'interactive_brokers',
    name: 'Interactive Brokers',
    type: 'api',
    apiSupported: true,
    csvSupported: true,
    requiresAuth: true,
    authType: 'token',
    baseUrl: 'https://ndcdyn.interactivebrokers.com/AccountManagement/FlexWebService',
    documentation: 'https://www.ibkrguides.com/orgportal/performanceandstatements/flex-web-service.htm',
    csvFormats: [
      'ClientAccountID,Symbol,DateTime,Buy/Sell,Quantity,TradePrice,IBCommission,IBExecID',
      '"HEADER","TRNT","ClientAccountID","AssetClass","Symbol","DateTime","Buy/Sell","Quantity","TradePrice","IBCommission","IBExecID"',
      'Flex Query (Trades, execution level) via the Flex Web Service',
    ],
    credentialFields: [field('token', 'Flex Web Service Token', true), field('apiKey', 'Flex Query ID', false, 'e.g. 123456')],
  },
  {
    id: 'alpaca',
    name: 'Alpaca',
    type: 'api',
    apiSupported: true,
    csvSupported: false,
    requiresAuth: true,
    authType: 'apikey',
    baseUrl: 'https://paper-api.alpaca.markets',
    documentation: 'https://docs.alpaca.markets/reference/getaccountactivitiesbyactivitytype-1',
    csvFormats: ['Account activities API: FILL (id, symbol, side, qty, price, transaction_time)', 'Paper and live accounts'],
    credentialFields: [field('apiKey', 'API Key ID', true), field('secretKey', 'Secret Key', true), field('baseUrl', 'Environment', false)],
  },
  {
    id: 'schwab',
    name: 'Charles Schwab',
    type: 'api',
    apiSupported: true,
    csvSupported: true,
    requiresAuth: true,
    authType: 'oauth',
    baseUrl: 'https://api.schwabapi.com',
    documentation: 'https://developer.schwab.com/products/trader-api--individual',
    csvFormats: ['Trader API: accounts/{hash}/transactions?types=TRADE', 'Date,Action,Symbol,Description,Quantity,Price,Fees & Comm,Amount', 'OAuth 2.0 authorization in the browser, or the Transactions CSV from schwab.com'],
    credentialFields: [],
  },
  csvOnly({
    id: 'das_trader',
    name: 'DAS Trader Pro',
    documentation: 'Trades window: right-click, Export, with the columns Time, Symbol, Side, Price, Qty, Account',
    csvFormats: ['Time,Symb,Side,Price,Qty,Route,Broker,Account,Type,Cloid,P / L', 'Time,Symbol,Side,Price,Qty,Route,Account,LiqType,ECNFee,P / L'],
  }),
  csvOnly({
    id: 'thinkorswim',
    name: 'thinkorswim',
    documentation: 'Monitor > Account Statement > Export to File (Account Trade History and Cash Balance sections)',
    csvFormats: [',Exec Time,Spread,Side,Qty,Pos Effect,Symbol,Exp,Strike,Type,Price,Net Price,Order Type', 'DATE,TIME,TYPE,REF #,DESCRIPTION,Misc Fees,Commissions & Fees,AMOUNT,BALANCE'],
  }),
  csvOnly({
    id: 'tradezero',
    name: 'TradeZero',
    documentation: 'Account > Trade History > Export',
    csvFormats: ['Account,T/D,S/D,Currency,Type,Side,Symbol,Qty,Price,Exec Time,Comm,SEC,TAF,NSCC,Nasdaq,ECN Remove,ECN Add,Gross Proceeds,Net Proceeds,Clr Broker,Liq,Note'],
  }),
  csvOnly({
    id: 'etrade',
    name: 'E*TRADE',
    documentation: 'Accounts > Transactions > Download (classic DownloadTxnHistory.csv or All Transactions)',
    csvFormats: ['TransactionDate,TransactionType,SecurityType,Symbol,Quantity,Amount,Price,Commission,Description', 'Activity/Trade Date,Transaction Date,Settlement Date,Activity Type,Description,Symbol,Cusip,Quantity #,Price $,Amount $,Commission,Category,Note'],
  }),
  csvOnly({
    id: 'fidelity',
    name: 'Fidelity',
    documentation: 'Accounts & Trade > Activity & Orders > History > Download',
    csvFormats: [
      'Run Date,Account,Account Number,Action,Symbol,Description,Type,Price ($),Quantity,Commission ($),Fees ($),Accrued Interest ($),Amount ($),Settlement Date',
      'Run Date,Action,Symbol,Description,Type,Price ($),Quantity,Commission ($),Fees ($),Accrued Interest ($),Amount ($),Cash Balance ($),Settlement Date',
    ],
  }),
  csvOnly({
    id: 'webull',
    name: 'Webull',
    documentation: 'Orders > Order History > Export (Orders Records)',
    csvFormats: ['Name,Symbol,Side,Status,Filled,Total Qty,Price,Avg Price,Time-in-Force,Placed Time,Filled Time', 'Name,Symbol,Side,Status,Filled,Total Qty,Price,Avg Price,Time-in-Force,Placed Time,Filled Time (options)'],
  }),
];

export function brokerEntry(id: string): BrokerEntry | undefined {
  return BROKER_CATALOGUE.find((entry) => entry.id === id);
}

/** Display name of a platform id, including the generic CSV and the trades entered by hand (docs/journal.md). */
export function platformName(id: string): string {
  if (id === 'generic') return 'Generic CSV';
  if (id === 'manual') return 'Entered by hand';
  return brokerEntry(id)?.name ?? id;
}
