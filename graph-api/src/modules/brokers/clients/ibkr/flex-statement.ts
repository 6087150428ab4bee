import { absDecimal, brokerOrderIdOf, ibkrAssignmentKindOf, type ExecutionSide, type ImportedExecution, InstrumentError, isNegativeDecimal, isZeroDecimal, parseDecimalText } from '../../../trades';
import { BrokerApiError } from '../broker-api-error';
import { asRecord, type JsonRecord } from '../json-values';
import { parseFlexDateTime, type SlashDateOrder, slashDateOrderOf } from './flex-date-time';
import { flexInstrument, SKIPPED_CATEGORIES } from './flex-instruments';
import { childrenOf, textIn } from './flex-xml';

/**
 * The executions of a Flex statement (FlexQueryResponse): the <Trade> rows of Activity Flex
 * queries and the <TradeConfirm> rows of Trade Confirmation queries, which spell some fields
 * differently (tradePrice/price, ibCommission/commission, ibExecID/execID, notes/code).
 * Only execution-level rows are fills; cancellations and the trades they cancel are left out.
 */
export function executionsOfFlexStatement(document: JsonRecord, now: Date): ImportedExecution[] {
  const response = asRecord(document.FlexQueryResponse);
  if (!response) throw new BrokerApiError('bad_response', 'IBKR sent a statement that is not a Flex Query report.');
  const statements = childrenOf(asRecord(response.FlexStatements), 'FlexStatement');
  if (statements.length > 0 && !statements.some((statement) => 'Trades' in statement || 'TradeConfirms' in statement)) {
    throw new BrokerApiError('bad_request', 'The Flex Query has no Trades section. In Client Portal, edit the Activity Flex Query, add the Trades section with Executions, and save it.');
  }
  const rows = statements.flatMap((statement) => [...childrenOf(asRecord(statement.Trades), 'Trade'), ...childrenOf(asRecord(statement.TradeConfirms), 'TradeConfirm')]);
  const order = dateOrderOf(rows, statements, now);

  const cancelled = new Set(rows.filter(isCancellation).map((row) => textIn(row, 'origTradeID')).filter((id) => id !== ''));
  const executions: ImportedExecution[] = [];
  rows.forEach((row, index) => {
    const level = textIn(row, 'levelOfDetail').toUpperCase();
    if (level !== '' && level !== 'EXECUTION') return;
    if (isCancellation(row) || cancelled.has(textIn(row, 'tradeID'))) return;
    if (SKIPPED_CATEGORIES.has(textIn(row, 'assetCategory').toUpperCase())) return;
    const execution = executionOfRow(row, index + 1, order);
    if (execution) executions.push(execution);
  });
  return executions;
}

/** "BUY (Ca.)" / "SELL (Ca.)", or the Ca code: a cancellation record, not a fill. */
function isCancellation(row: JsonRecord): boolean {
  const codes = (textIn(row, 'notes') || textIn(row, 'code')).split(';').map((code) => code.trim());
  return textIn(row, 'buySell').toUpperCase().includes('(CA.)') || codes.includes('Ca');
}

function dateOrderOf(rows: JsonRecord[], statements: JsonRecord[], now: Date): SlashDateOrder {
  const dates = rows.flatMap((row) => [textIn(row, 'dateTime'), textIn(row, 'tradeDate'), textIn(row, 'expiry')]);
  dates.push(...statements.flatMap((statement) => [textIn(statement, 'fromDate'), textIn(statement, 'toDate')]));
  const order = slashDateOrderOf(dates, textIn(statements[0] ?? null, 'whenGenerated'), now);
  if (order === 'month-first' || order === 'day-first') return order;
  throw new BrokerApiError(
    'bad_request',
    'The dates of this Flex Query could be day/month or month/day. In Client Portal, set the query’s Date Format to yyyyMMdd (the default) and try again.',
  );
}

function executionOfRow(row: JsonRecord, line: number, order: SlashDateOrder): ImportedExecution | null {
  const externalId = [textIn(row, 'ibExecID'), textIn(row, 'execID'), textIn(row, 'tradeID'), textIn(row, 'transactionID')].find((id) => id !== '' && id !== 'N/A') ?? null;
  const bad = (what: string) => new BrokerApiError('bad_response', `IBKR trade ${externalId ?? `number ${line}`}: ${what}.`);

  const signedQuantity = parseDecimalText(textIn(row, 'quantity'));
  if (signedQuantity === null) throw bad(`quantity "${textIn(row, 'quantity')}" is not a number`);
  // Zero-quantity rows are price or fee adjustments, not fills.
  if (isZeroDecimal(signedQuantity)) return null;
  const priceText = textIn(row, 'tradePrice') || textIn(row, 'price');
  const price = parseDecimalText(priceText);
  if (price === null) throw bad(`price "${priceText}" is not a number`);

  const dateTimeText = textIn(row, 'dateTime') || [textIn(row, 'tradeDate'), textIn(row, 'tradeTime')].filter((part) => part !== '').join(';');
  const executedAt = parseFlexDateTime(dateTimeText, order);
  if (!executedAt) throw bad(`date/time "${dateTimeText}" is not in a Flex date format`);

  const buySell = textIn(row, 'buySell').toUpperCase();
  const side: ExecutionSide = buySell.startsWith('BUY') ? 'BUY' : buySell.startsWith('SELL') ? 'SELL' : isNegativeDecimal(signedQuantity) ? 'SELL' : 'BUY';

  let instrument;
  try {
    instrument = flexInstrument(
      {
        assetCategory: textIn(row, 'assetCategory') || 'STK',
        symbol: textIn(row, 'symbol'),
        underlyingSymbol: textIn(row, 'underlyingSymbol'),
        multiplier: textIn(row, 'multiplier'),
        strike: textIn(row, 'strike'),
        expiry: textIn(row, 'expiry'),
        putCall: textIn(row, 'putCall'),
      },
      order,
      executedAt,
    );
  } catch (error) {
    if (error instanceof InstrumentError) throw bad(error.message);
    throw error;
  }

  const openClose = textIn(row, 'openCloseIndicator').toUpperCase();
  // A and Ex in notes on an option's row: the contract left by assignment or exercise (docs/options.md).
  const closeKind = instrument.option ? ibkrAssignmentKindOf((textIn(row, 'notes') || textIn(row, 'code')).split(';').map((code) => code.trim())) : undefined;
  return {
    line,
    accountId: textIn(row, 'accountId'),
    instrument,
    side,
    quantity: absDecimal(signedQuantity),
    price,
    // IBKR writes costs as negative cash (ibCommission="-1.05"); the journal stores them as positive costs.
    commission: costOf(textIn(row, 'ibCommission') || textIn(row, 'commission'), 'commission', bad),
    fees: costOf(textIn(row, 'taxes') || textIn(row, 'tax'), 'taxes', bad),
    executedAtMs: executedAt.getTime(),
    externalId,
    // A combo order's legs share its order id: one position however their fills are stamped (docs/options.md).
    ...brokerOrderIdOf(textIn(row, 'ibOrderID') || textIn(row, 'orderID')),
    ...(openClose === 'O' ? { positionEffect: 'open' as const } : openClose === 'C' ? { positionEffect: 'close' as const } : {}),
    ...(closeKind ? { closeKind } : {}),
  };
}

function costOf(text: string, what: string, bad: (what: string) => BrokerApiError): string {
  if (text === '') return '0';
  const cash = parseDecimalText(text);
  if (cash === null) throw bad(`${what} "${text}" is not a number`);
  if (isZeroDecimal(cash)) return '0';
  return isNegativeDecimal(cash) ? absDecimal(cash) : `-${cash}`;
}
