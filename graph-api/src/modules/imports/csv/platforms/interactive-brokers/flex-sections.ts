import { ImportRowError } from '../../../../trades';
import { cell, type CsvRecord } from '../../csv-records';
import { flexKey } from './flex-columns';

/**
 * A Flex Query CSV can stack several sections (trades, positions, cash…), each with its own header
 * row, in one of three shapes depending on the query's options:
 * - plain: a header row, then its rows; the next section starts at a row of column names;
 * - with "header and trailer records": `BOF`, `BOA`, `BOS` … `EOS`, `EOA`, `EOF` lines around them;
 * - with "section code and line descriptor": every line prefixed, `"HEADER","TRNT",…` / `"DATA","TRNT",…`.
 * A `"MSG",…` line ("Realized P/L is not ready…") may come before everything.
 */
export interface FlexSection {
  header: CsvRecord;
  rows: CsvRecord[];
}

const WRAPPERS = new Set(['BOF', 'BOA', 'EOA', 'EOF', 'MSG']);
const SECTION_BOUNDS = new Set(['BOS', 'EOS']);
/** Column names no data row holds as a value: a plain row with one of them starts a new section. */
const HEADER_MARKERS = new Set(['clientaccountid', 'accountid', 'assetclass', 'assetcategory', 'currencyprimary', 'buysell', 'levelofdetail']);
/** Names only an Interactive Brokers Flex header has, for recognising the file. */
const FLEX_SIGNATURES = new Set(['clientaccountid', 'currencyprimary', 'levelofdetail', 'ibexecid', 'iborderid', 'ibcommission']);
const DETECTION_DEPTH = 10;

export function looksLikeFlexQuery(records: readonly CsvRecord[]): boolean {
  return records.slice(0, DETECTION_DEPTH).some((record) => record.cells.some((name) => FLEX_SIGNATURES.has(flexKey(name))));
}

export function flexSections(records: readonly CsvRecord[]): FlexSection[] {
  const sections: FlexSection[] = [];
  const byCode = new Map<string, FlexSection>();
  let open: FlexSection | null = null;
  for (const record of records) {
    const descriptor = cell(record, 0).toUpperCase();
    if (WRAPPERS.has(descriptor)) continue;
    if (SECTION_BOUNDS.has(descriptor)) {
      open = null;
      continue;
    }
    if (descriptor === 'HEADER' || descriptor === 'DATA') {
      const code = cell(record, 1).toUpperCase();
      const line = { line: record.line, cells: record.cells.slice(2) };
      if (descriptor === 'HEADER') {
        const section = { header: line, rows: [] };
        sections.push(section);
        byCode.set(code, section);
        continue;
      }
      const section = byCode.get(code);
      if (!section) throw new ImportRowError(record.line, `A DATA line of section "${code}" comes before that section's HEADER line`);
      section.rows.push(line);
      continue;
    }
    if (!open || isColumnNames(record)) {
      open = { header: record, rows: [] };
      sections.push(open);
      continue;
    }
    open.rows.push(record);
  }
  return sections;
}

function isColumnNames(record: CsvRecord): boolean {
  return record.cells.some((value) => HEADER_MARKERS.has(flexKey(value)));
}
