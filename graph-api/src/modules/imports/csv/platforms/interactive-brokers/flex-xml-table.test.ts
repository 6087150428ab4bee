import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ImportFormatError, type ImportedExecution } from '../../../../trades/domain/execution';
import { buildRoundTrips } from '../../../../trades/matching/round-trips';
import type { CsvImportOptions } from '../../csv-importer';
import { parseCsvFile } from '../../csv-file';

const NEW_YORK: CsvImportOptions = { timeZone: 'America/New_York', tradeDate: '2026-03-06', now: new Date('2026-03-07T12:00:00Z') };
const XML = readFileSync(join(__dirname, 'fixtures', 'activity-flex-trades.xml'), 'utf8');
const tripsOf = (executions: readonly ImportedExecution[]) =>
  buildRoundTrips(executions.map((execution, index) => ({ ...execution, id: `e${index + 1}`, sequence: index + 1 }))).map((trip) => [trip.instrument.symbol, trip.status, trip.grossPnl, trip.commission, trip.netPnl]);

describe('Interactive Brokers Flex Query saved as XML', () => {
  it('is read like the Flex Query CSV, recognised by itself: execution rows only, cash conversions left out', () => {
    const parsed = parseCsvFile(XML, null, NEW_YORK);
    expect(parsed.importer.platform).toBe('interactive_brokers');
    expect(parsed.executions.map(({ accountId, instrument, side, quantity, price, commission, externalId }) => [accountId, instrument.symbol, side, quantity, price, commission, externalId])).toEqual([
      ['U7000002', 'TSLA', 'BUY', '12', '250', '0.6', '0002a1.01'],
      ['U7000002', 'TSLA', 'BUY', '8', '250', '0.4', '0002a1.02'],
      ['U7000002', 'TSLA', 'SELL', '5', '256', '1', '0002a1.03'],
      ['U7000002', 'MESH2026', 'BUY', '2', '6011', '1.24', '0002a1.05'],
      ['U7000002', 'MESH2026', 'SELL', '2', '6014.25', '1.24', '0002a1.06'],
    ]);
    expect(parsed.warnings).toContain('1 currency conversion (asset class CASH) skipped.');
    // TSLA: 5 of 20 sold, 6 × 5 = 30; costs 1 + (0.6 + 0.4) × 5/20 = 1.25; net 28.75.
    // MESH6: 3.25 × 2 × 5 = 32.5 − 2.48 = 30.02.
    expect(tripsOf(parsed.executions)).toEqual([
      ['TSLA', 'open', '30', '1.25', '28.75'],
      ['MESH2026', 'closed', '32.5', '2.48', '30.02'],
    ]);
  });

  it('is read the same when Interactive Brokers is chosen, and refused for another platform', () => {
    expect(parseCsvFile(XML, 'interactive_brokers', NEW_YORK).executions).toHaveLength(5);
    expect(() => parseCsvFile(XML, 'webull', NEW_YORK)).toThrow(/^This file is XML: only an Interactive Brokers Flex Query can be uploaded as XML/);
  });

  it('refuses XML that is not well-formed, not a Flex report, or has no trades', () => {
    expect(() => parseCsvFile('<FlexQueryResponse><FlexStatements>', null, NEW_YORK)).toThrow(/^This XML file is not well-formed/);
    expect(() => parseCsvFile('<?xml version="1.0"?><Statement><Trade symbol="A"/></Statement>', null, NEW_YORK)).toThrow(/is not an Interactive Brokers Flex Query report/);
    expect(() => parseCsvFile('<FlexQueryResponse><FlexStatements><FlexStatement><OpenPositions/></FlexStatement></FlexStatements></FlexQueryResponse>', null, NEW_YORK)).toThrow(ImportFormatError);
  });

  it("keeps a query's fifoPnlRealized as the fill's stated P&L, for the import's reconciliation", () => {
    const xml = [
      '<FlexQueryResponse queryName="q" type="AF"><FlexStatements count="1"><FlexStatement accountId="U1"><Trades>',
      '<Trade accountId="U1" currency="USD" assetCategory="STK" symbol="AMD" multiplier="1" dateTime="20260302;100000" quantity="10" tradePrice="100" ibCommission="-1" buySell="BUY" ibExecID="x1" levelOfDetail="EXECUTION" fifoPnlRealized="0" />',
      '<Trade accountId="U1" currency="USD" assetCategory="STK" symbol="AMD" multiplier="1" dateTime="20260302;110000" quantity="-10" tradePrice="105" ibCommission="-1" buySell="SELL" ibExecID="x2" levelOfDetail="EXECUTION" fifoPnlRealized="48" />',
      '</Trades></FlexStatement></FlexStatements></FlexQueryResponse>',
    ].join('\n');
    expect(parseCsvFile(xml, null, NEW_YORK).executions.map((execution) => execution.statedPnl)).toEqual(['0', '48']);
  });
});
