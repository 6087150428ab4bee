import Big from 'big.js';
import { absDecimal, brokerOrderIdOf, canonicalDecimal, type ExecutionSide, futureInstrument, type ImportedExecution, type Instrument, InstrumentError, isNegativeDecimal, isZeroDecimal, optionInstrument, parseOccSymbol, stockInstrument } from '../../../trades';
import { BrokerApiError } from '../broker-api-error';
import { asRecord, decimalOf, type JsonRecord, textOf } from '../json-values';

const SHARE_ASSET_TYPES = new Set(['EQUITY', 'COLLECTIVE_INVESTMENT', 'ETF']);
/** Positions the journal does not follow: funds bought at NAV, bonds priced in % of face, sweeps. */
const SKIPPED_ASSET_TYPES = new Set(['MUTUAL_FUND', 'FIXED_INCOME', 'CASH_EQUIVALENT', 'SWEEP_VEHICLE', 'INDEX', 'FOREX', 'PRODUCT']);

/**
 * The fills of one Schwab TRADE transaction (the Trader API's GET /accounts/{hash}/transactions). Its transferItems hold one item per
 * security leg (signed `amount` = quantity, `price` per unit, `cost` signed cash) and fee items
 * (instrument CURRENCY_USD, `feeType`, the fee as negative `cost`). Fees go to the first leg. The
 * dedupe key is the activityId, suffixed with the leg number when a transaction has several legs.
 * Its orderId is the order's, shared by the legs of a multi-leg order (docs/options.md).
 */
export function executionsOfTransaction(item: unknown, accountNumber: string, position: number): ImportedExecution[] {
  const transaction = asRecord(item);
  if (!transaction) throw new BrokerApiError('bad_response', `Charles Schwab sent transaction number ${position} that is not an object.`);
  if (textOf(transaction.type) !== 'TRADE' || textOf(transaction.status) === 'INVALID') return [];
  const activityId = textOf(transaction.activityId);
  const bad = (what: string) => new BrokerApiError('bad_response', `Charles Schwab transaction ${activityId ?? `number ${position}`}: ${what}.`);

  const timeText = textOf(transaction.time) ?? textOf(transaction.tradeDate) ?? '';
  // Schwab writes "+0000"; the offset is normalised to "+00:00", which every Date parser accepts.
  const executedAt = new Date(timeText.replace(/([+-]\d{2})(\d{2})$/, '$1:$2'));
  if (!timeText || Number.isNaN(executedAt.getTime())) throw bad(`time "${timeText}" is not a time`);
  if (!Array.isArray(transaction.transferItems)) throw bad('it has no transferItems');

  const items = (transaction.transferItems as unknown[]).map((entry) => asRecord(entry) ?? {});
  const legs = items.filter((entry) => !isFeeItem(entry));
  const { commission, fees } = feesOf(items.filter(isFeeItem), bad);
  const order = brokerOrderIdOf(textOf(transaction.orderId));
  const executions: ImportedExecution[] = [];
  legs.forEach((leg, index) => {
    const instrument = instrumentOf(asRecord(leg.instrument) ?? {}, executedAt, bad);
    if (!instrument) return;
    const amount = decimalOf(leg.amount);
    if (amount === null) throw bad(`quantity "${String(leg.amount)}" is not a number`);
    if (isZeroDecimal(amount)) return;
    const price = decimalOf(leg.price);
    if (price === null || isNegativeDecimal(price)) throw bad(`price "${String(leg.price)}" is not a price`);
    const cost = decimalOf(leg.cost);
    const first = executions.length === 0;
    const effect = textOf(leg.positionEffect);
    executions.push({
      line: position,
      accountId: accountNumber || (textOf(transaction.accountNumber) ?? ''),
      instrument,
      side: sideOf(amount, cost),
      quantity: absDecimal(amount),
      price,
      commission: first ? commission : '0',
      fees: first ? fees : '0',
      executedAtMs: executedAt.getTime(),
      externalId: activityId ? (legs.length > 1 ? `${activityId}:${index + 1}` : activityId) : null,
      ...order,
      ...(effect === 'OPENING' ? { positionEffect: 'open' as const } : effect === 'CLOSING' ? { positionEffect: 'close' as const } : {}),
    });
  });
  return executions;
}

function isFeeItem(item: JsonRecord): boolean {
  const instrument = asRecord(item.instrument);
  return textOf(instrument?.assetType) === 'CURRENCY' || (textOf(instrument?.symbol) ?? '').startsWith('CURRENCY_');
}

/**
 * `amount` is the signed quantity (+ bought, − sold). Some payloads carry it unsigned; then the
 * cash tells: a sale brings money in (positive cost).
 */
function sideOf(amount: string, cost: string | null): ExecutionSide {
  if (isNegativeDecimal(amount)) return 'SELL';
  return cost !== null && !isNegativeDecimal(cost) && !isZeroDecimal(cost) ? 'SELL' : 'BUY';
}

/** Fee items as costs (Schwab writes them as negative cash): the commission apart, the rest summed. */
function feesOf(items: JsonRecord[], bad: (what: string) => BrokerApiError): { commission: string; fees: string } {
  let commission = new Big(0);
  let fees = new Big(0);
  for (const item of items) {
    const cash = decimalOf(item.cost) ?? decimalOf(item.amount);
    if (cash === null) throw bad(`fee "${String(item.cost)}" is not a number`);
    const charge = new Big(cash).neg();
    if (textOf(item.feeType) === 'COMMISSION') commission = commission.plus(charge);
    else fees = fees.plus(charge);
  }
  return { commission: canonicalDecimal(commission.toFixed()), fees: canonicalDecimal(fees.toFixed()) };
}

function instrumentOf(instrument: JsonRecord, executedAt: Date, bad: (what: string) => BrokerApiError): Instrument | null {
  const assetType = textOf(instrument.assetType) ?? textOf(instrument.type) ?? 'EQUITY';
  if (SKIPPED_ASSET_TYPES.has(assetType)) return null;
  const symbol = textOf(instrument.symbol)?.trim() ?? '';
  if (!symbol) throw bad(`the ${assetType.toLowerCase()} traded has no symbol`);
  try {
    if (SHARE_ASSET_TYPES.has(assetType)) return stockInstrument(symbol);
    if (assetType === 'OPTION') return optionOf(instrument, symbol);
    if (assetType === 'FUTURE') return futureInstrument(symbol, executedAt.getUTCFullYear());
  } catch (error) {
    if (error instanceof InstrumentError) throw bad(error.message);
    throw error;
  }
  throw bad(`asset type "${assetType}" is not supported`);
}

/** OCC symbol ("SPXW  241015C05820000") first; else the structured fields Schwab may add. */
function optionOf(instrument: JsonRecord, symbol: string): Instrument {
  const multiplier = decimalOf(instrument.optionPremiumMultiplier);
  const occ = parseOccSymbol(symbol);
  if (occ) return { ...occ, multiplier: multiplier && !isZeroDecimal(multiplier) ? multiplier : occ.multiplier };
  const putCall = textOf(instrument.putCall) ?? '';
  const strike = decimalOf(instrument.strikePrice);
  const expiry = (textOf(instrument.expirationDate) ?? '').slice(0, 10);
  const underlying = textOf(instrument.underlyingSymbol) ?? '';
  if (!strike || !/^(CALL|PUT)$/.test(putCall) || !underlying) throw new InstrumentError(`option "${symbol}" is neither an OCC symbol nor fully described`);
  return optionInstrument({ underlying, expiry, strike, right: putCall === 'CALL' ? 'C' : 'P' }, multiplier ?? '100');
}
