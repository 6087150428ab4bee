import { XMLParser } from 'fast-xml-parser';
import { ImportFormatError } from '../../../../trades';

/**
 * A Flex Query saved as XML (the same report the Flex Web Service answers) as the Flex Query CSV
 * it would be with format CSV: one header of the attribute names of its <Trade> (Activity Flex) and
 * <TradeConfirm> (Trade Confirmation) elements, then one row per element. The attribute names are
 * the CSV column names in another case (tradePrice, ibCommission, ibExecID, levelOfDetail…), so
 * the Flex Query importer reads the rows exactly as it reads the CSV, execution rows only. A row's
 * "line" is then its place among the trades (the header being line 1).
 */

const TRADE_ELEMENTS = new Set(['Trade', 'TradeConfirm']);
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '',
  // Every value stays text: "007" or "1.10" must reach the decimal parser as IBKR wrote it.
  parseTagValue: false,
  parseAttributeValue: false,
  processEntities: true,
  htmlEntities: false,
});

/** Whether an upload is XML rather than CSV: its first non-blank character opens a tag. */
export function looksLikeXml(text: string): boolean {
  return /^\uFEFF?\s*</.test(text.slice(0, 200));
}

export function flexXmlAsCsv(text: string): string {
  let document: unknown;
  try {
    document = parser.parse(text, true);
  } catch (error) {
    throw new ImportFormatError(`This XML file is not well-formed (${firstLine(error)}): export the Flex Query again.`);
  }
  const response = recordOf(recordOf(document)?.FlexQueryResponse);
  if (!response) {
    throw new ImportFormatError('This XML file is not an Interactive Brokers Flex Query report (FlexQueryResponse): only a Flex Query saved as XML can be uploaded as XML.');
  }
  const trades: Record<string, string>[] = [];
  collectTrades(response, trades);
  if (trades.length === 0) {
    throw new ImportFormatError('The Flex Query has no Trades section: expected <Trade> or <TradeConfirm> elements. Add the Trades section to the query.');
  }
  const names: string[] = [];
  const known = new Set<string>();
  for (const trade of trades) {
    for (const name of Object.keys(trade)) {
      if (!known.has(name)) {
        known.add(name);
        names.push(name);
      }
    }
  }
  const lines = [names, ...trades.map((trade) => names.map((name) => trade[name] ?? ''))].map((cells) => cells.map(quoted).join(','));
  return lines.join('\n');
}

/** Every <Trade> and <TradeConfirm> in document order, whatever statement or section holds it. */
function collectTrades(element: Record<string, unknown>, into: Record<string, string>[]): void {
  for (const [name, value] of Object.entries(element)) {
    const items = Array.isArray(value) ? value : [value];
    for (const item of items) {
      const child = recordOf(item);
      if (!child) continue;
      if (TRADE_ELEMENTS.has(name)) into.push(attributesOf(child));
      else collectTrades(child, into);
    }
  }
}

function attributesOf(element: Record<string, unknown>): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const [name, value] of Object.entries(element)) if (typeof value === 'string') attributes[name] = value;
  return attributes;
}

function recordOf(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
}

function quoted(value: string): string {
  return `"${value.replace(/"/g, '""')}"`;
}

function firstLine(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? '';
}
