import { describe, expect, it } from 'vitest';
import { BrokerApiError } from '../broker-api-error';
import { executionsOfFlexStatement } from './flex-statement';
import { parseFlexXml } from './flex-xml';

const NOW = new Date('2026-11-20T12:00:00Z');

// Three rows of the anonymised real Activity Flex statement (attributes trimmed).
const REAL_ROWS = `
<Trade accountId="U1234567" currency="USD" assetCategory="STK" symbol="ESV" multiplier="1" strike="" expiry="" tradeID="2268125234" putCall="" dateTime="20181109;093100"  quantity="-2000" tradePrice="6.6415" tradeMoney="-13283" proceeds="13283" taxes="0" ibCommission="-10.410679" ibCommissionCurrency="USD" netCash="13272.589321" openCloseIndicator="" notes="" buySell="SELL" ibOrderID="1115450435" ibExecID="0000fed1.5be58c36.01.01" levelOfDetail="EXECUTION" />
<Trade accountId="U1234567F" currency="EUR" assetCategory="FUT" symbol="FDAX DEC 18" underlyingSymbol="DAX" multiplier="25" strike="" expiry="20181221" tradeID="89949032" putCall="" dateTime="20181109;045806"  quantity="1" tradePrice="11463" proceeds="-286575" taxes="0" ibCommission="-2" notes="P" buySell="BUY" ibExecID="00011d8a.5be53d8e.01.01" levelOfDetail="EXECUTION" />
<Trade accountId="U1234567F" currency="EUR" assetCategory="OPT" symbol="C ODAX DEC 18 12000" underlyingSymbol="DAX" multiplier="5" strike="12000" expiry="20181221" tradeID="90006095" putCall="C" dateTime="20181109;111821"  quantity="2" tradePrice="55" proceeds="-550" taxes="0" ibCommission="-3.4" buySell="BUY" ibExecID="00011d8a.5be5656c.01.01" levelOfDetail="EXECUTION" />
`;

const statement = (rows: string, section = 'Trades') =>
  `<FlexQueryResponse queryName="q" type="AF"><FlexStatements count="1"><FlexStatement accountId="U1234567" fromDate="20181109" toDate="20181109" whenGenerated="20181110;023546"><${section}>${rows}</${section}></FlexStatement></FlexStatements></FlexQueryResponse>`;
const read = (xml: string) => executionsOfFlexStatement(parseFlexXml(xml) ?? {}, NOW);

describe('Flex statement trades', () => {
  it('reads stock, future and option executions of a real statement, costs as positive, times from New York', () => {
    expect(read(statement(REAL_ROWS))).toEqual([
      {
        line: 1,
        accountId: 'U1234567',
        instrument: { symbol: 'ESV', assetClass: 'stock', multiplier: '1' },
        side: 'SELL',
        quantity: '2000',
        price: '6.6415',
        commission: '10.410679',
        fees: '0',
        executedAtMs: Date.parse('2018-11-09T14:31:00Z'),
        externalId: '0000fed1.5be58c36.01.01',
        orderId: '1115450435',
      },
      {
        line: 2,
        accountId: 'U1234567F',
        instrument: { symbol: 'FDAXZ2018', assetClass: 'future', multiplier: '25', future: { root: 'FDAX', month: '12', year: 2018 } },
        side: 'BUY',
        quantity: '1',
        price: '11463',
        commission: '2',
        fees: '0',
        executedAtMs: Date.parse('2018-11-09T09:58:06Z'),
        externalId: '00011d8a.5be53d8e.01.01',
      },
      {
        line: 3,
        accountId: 'U1234567F',
        instrument: { symbol: 'DAX 181221C12000', assetClass: 'option', multiplier: '5', option: { underlying: 'DAX', expiry: '2018-12-21', strike: '12000', right: 'C' } },
        side: 'BUY',
        quantity: '2',
        price: '55',
        commission: '3.4',
        fees: '0',
        executedAtMs: Date.parse('2018-11-09T16:18:21Z'),
        externalId: '00011d8a.5be5656c.01.01',
      },
    ]);
  });

  it('reads Trade Confirmation rows, whose fields are spelled differently', () => {
    const rows = `<TradeConfirm accountId="U7" assetCategory="OPT" symbol="VXX   110917C00005000" multiplier="100" buySell="SELL" quantity="-1" price="4" commission="-1.65" code="O" execID="0001.ab.01.01" dateTime="20110811;162000" levelOfDetail="EXECUTION" />`;
    expect(read(statement(rows, 'TradeConfirms'))).toMatchObject([
      { instrument: { symbol: 'VXX 110917C5', multiplier: '100' }, side: 'SELL', quantity: '1', price: '4', commission: '1.65', externalId: '0001.ab.01.01' },
    ]);
  });

  it('leaves out cancellations and what they cancel, non-execution rows and currency conversions', () => {
    const rows = `
      <Trade assetCategory="STK" symbol="MSFT" tradeID="111" dateTime="20181109;100000" quantity="10" tradePrice="100" buySell="BUY" ibExecID="a" levelOfDetail="EXECUTION" />
      <Trade assetCategory="STK" symbol="MSFT" tradeID="112" origTradeID="111" dateTime="20181109;100500" quantity="-10" tradePrice="100" buySell="BUY (Ca.)" ibExecID="b" levelOfDetail="EXECUTION" />
      <Trade assetCategory="STK" symbol="MSFT" tradeID="113" dateTime="20181109;100000" quantity="10" tradePrice="100" buySell="BUY" levelOfDetail="ORDER" />
      <Trade assetCategory="CASH" symbol="EUR.USD" tradeID="114" dateTime="20181109;100000" quantity="1000" tradePrice="1.13" buySell="BUY" levelOfDetail="EXECUTION" />
      <Trade assetCategory="STK" symbol="IBM" tradeID="115" dateTime="20181109;110000" quantity="5" tradePrice="120" buySell="BUY" ibExecID="" levelOfDetail="EXECUTION" openCloseIndicator="O" />`;
    expect(read(statement(rows))).toMatchObject([{ instrument: { symbol: 'IBM' }, externalId: '115', positionEffect: 'open' }]);
  });

  it.each([
    ['a quantity that is not a number', `<Trade assetCategory="STK" symbol="A" quantity="lots" tradePrice="1" buySell="BUY" dateTime="20181109;100000" ibExecID="x1" />`, /IBKR trade x1: quantity "lots"/],
    ['a time in no Flex format', `<Trade assetCategory="STK" symbol="A" quantity="1" tradePrice="1" buySell="BUY" dateTime="9 Nov 2018" ibExecID="x2" />`, /date\/time "9 Nov 2018"/],
    ['a future without a multiplier', `<Trade assetCategory="FUT" symbol="ESZ8" quantity="1" tradePrice="1" buySell="BUY" dateTime="20181109;100000" ibExecID="x3" />`, /has no multiplier/],
  ])('refuses %s as a bad answer', (_what, rows, message) => {
    const attempt = () => read(statement(rows));
    expect(attempt).toThrow(BrokerApiError);
    expect(attempt).toThrow(message);
  });

  it('asks for the Trades section when the query has none', () => {
    const xml = `<FlexQueryResponse><FlexStatements count="1"><FlexStatement accountId="U1"><OpenPositions /></FlexStatement></FlexStatements></FlexQueryResponse>`;
    expect(() => read(xml)).toThrow(/has no Trades section/);
  });

  it('marks an option row with note A or Ex assigned or exercised (docs/options.md), never a stock row', () => {
    const rows = `
<Trade accountId="U1" currency="USD" assetCategory="OPT" symbol="SPY   251219P00450000" underlyingSymbol="SPY" multiplier="100" strike="450" expiry="20251219" putCall="P" dateTime="20251219;162000" quantity="2" tradePrice="0" ibCommission="0" notes="A;C" buySell="BUY" ibExecID="x1" levelOfDetail="EXECUTION" />
<Trade accountId="U1" currency="USD" assetCategory="OPT" symbol="AAPL  251219C00190000" underlyingSymbol="AAPL" multiplier="100" strike="190" expiry="20251219" putCall="C" dateTime="20251219;162000" quantity="-1" tradePrice="0" ibCommission="0" notes="C;Ex" buySell="SELL" ibExecID="x2" levelOfDetail="EXECUTION" />
<Trade accountId="U1" currency="USD" assetCategory="STK" symbol="SPY" multiplier="1" dateTime="20251219;162000" quantity="200" tradePrice="450" ibCommission="0" notes="A;O" buySell="BUY" ibExecID="x3" levelOfDetail="EXECUTION" />
`;
    expect(read(statement(rows)).map((execution) => [execution.instrument.symbol, execution.closeKind])).toEqual([
      ['SPY 251219P450', 'assigned'],
      ['AAPL 251219C190', 'exercised'],
      ['SPY', undefined],
    ]);
  });
});
