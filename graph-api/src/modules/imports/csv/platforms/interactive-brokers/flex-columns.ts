/**
 * Flex Query column names come in several spellings for the same field: Activity Flex (`DateTime`,
 * `TradePrice`, `IBCommission`, `IBExecID`, `Notes/Codes`), Trade Confirmation (`Date/Time`,
 * `Price`, `Commission`, `ExecID`, `Code`) and XML-attribute style (`BuySell`). Names are compared
 * lower-cased without "/", "&", "_" and spaces, and each field lists its spellings, preferred first.
 */
export function flexKey(name: string): string {
  return name.replace(/^\uFEFF/, '').toLowerCase().replace(/[/&_\s]/g, '');
}

const FIELD_SPELLINGS = {
  account: ['clientaccountid', 'accountid'],
  assetClass: ['assetclass', 'assetcategory'],
  symbol: ['symbol'],
  underlying: ['underlyingsymbol'],
  multiplier: ['multiplier'],
  strike: ['strike'],
  expiry: ['expiry'],
  putCall: ['putcall'],
  dateTime: ['datetime'],
  buySell: ['buysell'],
  quantity: ['quantity'],
  price: ['tradeprice', 'price'],
  commission: ['ibcommission', 'commission'],
  taxes: ['taxes', 'tax'],
  currency: ['currencyprimary', 'currency'],
  execId: ['ibexecid', 'execid'],
  tradeId: ['tradeid'],
  orderId: ['iborderid', 'orderid'],
  levelOfDetail: ['levelofdetail'],
  codes: ['notescodes', 'code', 'notes'],
  openClose: ['opencloseindicator'],
  realizedPnl: ['fifopnlrealized'],
} as const;

export type FlexField = keyof typeof FIELD_SPELLINGS;

/** Field → position in the section's header (-1 when the query did not include it). */
export type FlexColumns = Readonly<Record<FlexField, number>>;

export function flexColumnsOf(headerCells: readonly string[]): FlexColumns {
  const positions = new Map<string, number>();
  headerCells.forEach((name, index) => {
    const key = flexKey(name);
    if (key && !positions.has(key)) positions.set(key, index);
  });
  const entries = Object.entries(FIELD_SPELLINGS).map(([field, spellings]) => {
    const found = spellings.map((spelling) => positions.get(spelling)).find((position) => position !== undefined);
    return [field, found ?? -1];
  });
  return Object.fromEntries(entries) as Record<FlexField, number>;
}

/** A section holds trades when it has what a fill needs; positions, cash and summaries do not. */
export function isTradesHeader(columns: FlexColumns): boolean {
  return columns.symbol >= 0 && columns.quantity >= 0 && columns.price >= 0;
}
