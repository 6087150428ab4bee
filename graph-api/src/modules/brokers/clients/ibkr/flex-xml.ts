import { XMLParser } from 'fast-xml-parser';
import { asRecord, type JsonRecord } from '../json-values';

/** Elements that may repeat; read as lists even when a statement holds one. */
const REPEATED = new Set(['FlexStatement', 'Trade', 'TradeConfirm', 'Order', 'Lot', 'SymbolSummary']);

// Every value stays text: "007" or "1.10" must reach the decimal parser as IBKR wrote it.
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '',
  parseTagValue: false,
  parseAttributeValue: false,
  processEntities: true,
  htmlEntities: false,
  isArray: (name) => REPEATED.has(name),
});

/** The document as nested records; null when it is not well-formed XML. */
export function parseFlexXml(text: string): JsonRecord | null {
  try {
    return asRecord(parser.parse(text, true));
  } catch {
    return null;
  }
}

/** An element's child elements named `name`, always as a list of records (attributes included). */
export function childrenOf(element: JsonRecord | null, name: string): JsonRecord[] {
  const value = element?.[name];
  const items = Array.isArray(value) ? (value as unknown[]) : value === undefined ? [] : [value];
  return items.map((item) => asRecord(item) ?? {});
}

/** The text of a child element or attribute, trimmed; '' when absent. */
export function textIn(element: JsonRecord | null, name: string): string {
  const value = element?.[name];
  return typeof value === 'string' ? value.trim() : '';
}
