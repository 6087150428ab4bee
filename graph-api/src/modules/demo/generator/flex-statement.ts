import { type DemoFill, type DemoTrade, priceText } from './demo-trade';
import { frontContract } from './demo-instruments';
import type { SeededRandom } from './seeded-random';

/** The demo's brokerage account: an Interactive Brokers paper account (their ids start with DU). */
export const DEMO_ACCOUNT = 'DU4821736';

/** An Activity Flex Query's Trades section at execution level, as IBKR's Client Portal exports it. */
const HEADER = [
  'ClientAccountID', 'CurrencyPrimary', 'AssetClass', 'Symbol', 'Description', 'UnderlyingSymbol', 'Multiplier', 'Strike', 'Expiry', 'Put/Call',
  'TradeID', 'DateTime', 'TransactionType', 'Quantity', 'TradePrice', 'Proceeds', 'Taxes', 'IBCommission', 'IBCommissionCurrency', 'NetCash',
  'Open/CloseIndicator', 'Notes/Codes', 'Buy/Sell', 'IBOrderID', 'IBExecID', 'LevelOfDetail',
];

/**
 * Costs per fill, in micro-dollars, after IBKR Pro's tiered schedule: stocks $0.0035 a share (at
 * least $0.35) plus about $0.002 a share of exchange and clearing fees; MES $0.62 a contract all in.
 * The SEC fee ($27.80 a million sold) and FINRA's TAF ($0.000166 a share sold, at most $8.30), each
 * rounded up to the cent, are written as the row's Taxes, so the journal shows them as fees.
 */
export function costsOf(trade: Pick<DemoTrade, 'instrument'>, fill: DemoFill): { commissionMicros: number; feesMicros: number } {
  if (trade.instrument.kind === 'future') return { commissionMicros: 620_000 * fill.quantity, feesMicros: 0 };
  const commissionMicros = Math.max(350_000, 3_500 * fill.quantity) + 2_000 * fill.quantity;
  if (fill.side === 'BUY') return { commissionMicros, feesMicros: 0 };
  const secCents = Math.ceil((fill.priceCents * fill.quantity * 278) / 10_000_000);
  const tafCents = Math.min(830, Math.ceil((fill.quantity * 166) / 10_000));
  return { commissionMicros, feesMicros: (secCents + tafCents) * 10_000 };
}

/** The trades' fills as the Flex Query CSV the importer reads, in time order. */
export function flexStatementOf(random: SeededRandom, trades: readonly DemoTrade[]): string {
  const rows = trades.flatMap((trade) => trade.fills.map((fill) => ({ trade, fill }))).sort((a, b) => a.fill.timeMs - b.fill.timeMs);
  const lines = [HEADER.map(quoted).join(',')];
  let tradeId = 481_000_000;
  for (const { trade, fill } of rows) {
    tradeId += random.integer(1, 40);
    lines.push(rowOf(trade, fill, tradeId, `0000e0d5.${random.hex32()}.01.01`).map(quoted).join(','));
  }
  return `${lines.join('\n')}\n`;
}

function rowOf(trade: DemoTrade, fill: DemoFill, tradeId: number, execId: string): string[] {
  const { instrument, day } = trade;
  const contract = instrument.kind === 'future' ? frontContract(instrument.ticker, day.date) : null;
  const signedQuantity = fill.side === 'BUY' ? fill.quantity : -fill.quantity;
  const proceedsCents = -signedQuantity * fill.priceCents * instrument.multiplier;
  const { commissionMicros, feesMicros } = costsOf(trade, fill);
  const netCashMicros = proceedsCents * 10_000 - commissionMicros - feesMicros;
  return [
    DEMO_ACCOUNT,
    'USD',
    instrument.kind === 'future' ? 'FUT' : 'STK',
    contract?.localSymbol ?? instrument.ticker,
    instrument.description,
    instrument.ticker,
    String(instrument.multiplier),
    '',
    contract?.expiry ?? '',
    '',
    String(tradeId),
    `${day.date.replace(/-/g, '')};${wallClockOf(day.sessionOpenMs, fill.timeMs)}`,
    'ExchTrade',
    String(signedQuantity),
    priceText(fill.priceCents),
    priceText(proceedsCents),
    microsText(-feesMicros),
    microsText(-commissionMicros),
    'USD',
    microsText(netCashMicros),
    fill.opens ? 'O' : 'C',
    fill.opens ? 'O' : 'C',
    fill.side,
    String(fill.orderId),
    execId,
    'EXECUTION',
  ];
}

/** HHmmss New York time of a fill, from the session's 09:30. */
function wallClockOf(sessionOpenMs: number, timeMs: number): string {
  const seconds = 9 * 3600 + 30 * 60 + Math.round((timeMs - sessionOpenMs) / 1000);
  return [Math.floor(seconds / 3600), Math.floor(seconds / 60) % 60, seconds % 60].map((part) => String(part).padStart(2, '0')).join('');
}

/** Micro-dollars as a decimal: -3500 → "-0.0035". */
export function microsText(micros: number): string {
  const sign = micros < 0 ? '-' : '';
  const whole = Math.abs(micros);
  const fraction = String(whole % 1_000_000).padStart(6, '0').replace(/0+$/, '');
  return `${sign}${Math.floor(whole / 1_000_000)}${fraction ? `.${fraction}` : ''}`;
}

function quoted(cell: string): string {
  return `"${cell.replace(/"/g, '""')}"`;
}
