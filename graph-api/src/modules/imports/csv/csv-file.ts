import { ImportFormatError, linkAssignments } from '../../trades';
import type { CsvImporter, CsvImportOptions, CsvParseResult, CsvPlatform } from './csv-importer';
import type { CsvTable } from './csv-table';
import { readCsvTable } from './csv-text';
import { CSV_IMPORTERS, DETECTABLE_IMPORTERS } from './csv-importers';
import { storableExecutions } from './executions-in-range';
import { flexXmlAsCsv, looksLikeXml } from './platforms/interactive-brokers/flex-xml-table';

export interface ParsedCsvFile extends CsvParseResult {
  importer: CsvImporter;
  /** True when the platform was recognised from the file rather than chosen. */
  detected: boolean;
  /** The header cells of the first record (for the generic column mapping). */
  columns: string[];
}

export function csvImporterFor(platform: string): CsvImporter | undefined {
  return CSV_IMPORTERS.find((importer) => importer.platform === platform);
}

/** The importer whose export this is, or undefined when no platform recognises it. */
export function detectCsvImporter(file: CsvTable): CsvImporter | undefined {
  return DETECTABLE_IMPORTERS.find((importer) => importer.detect(file));
}

/**
 * Reads a CSV export with the chosen platform's importer, or the one that recognises the file. A
 * file that does not match the chosen platform is refused, naming what was expected and, when
 * another platform recognises it, which one it looks like.
 */
export function parseCsvFile(text: string, platform: CsvPlatform | null, options: CsvImportOptions): ParsedCsvFile {
  // Interactive Brokers' Flex Query can be saved as XML: read as the CSV it would be (issue 27).
  const xml = looksLikeXml(text);
  if (xml && platform !== null && platform !== 'interactive_brokers') {
    throw new ImportFormatError('This file is XML: only an Interactive Brokers Flex Query can be uploaded as XML. Choose Interactive Brokers, or upload the platform’s CSV export.');
  }
  const file = readCsvTable(xml ? flexXmlAsCsv(text) : text);
  if (file.size === 0) throw new ImportFormatError('The file is empty.');
  const columns = file.record(0).cells.map((name) => name.trim());
  if (platform === null) {
    const detectedImporter = detectCsvImporter(file);
    if (!detectedImporter) {
      throw new ImportFormatError('The platform of this file could not be recognised. Choose its platform, or use Generic CSV and map its columns.');
    }
    return { importer: detectedImporter, detected: true, columns, ...parsedWithin(detectedImporter, file, options) };
  }
  const importer = csvImporterFor(platform);
  if (!importer) throw new ImportFormatError(`No CSV importer exists for "${platform}".`);
  if (importer.platform !== 'generic' && !importer.detect(file)) {
    const detectedImporter = detectCsvImporter(file);
    const hint = detectedImporter ? ` It looks like ${detectedImporter.formatName}.` : '';
    throw new ImportFormatError(`This file does not look like ${importer.formatName}: expected a header with ${importer.expectedHeader}.${hint}`);
  }
  return { importer, detected: false, columns, ...parsedWithin(importer, file, options) };
}

/** The importer's reading of the file as it will be stored, refused at the first line with a value its column cannot hold. */
function parsedWithin(importer: CsvImporter, file: CsvTable, options: CsvImportOptions): CsvParseResult {
  const read = importer.parse(file, optionsFor(importer, options));
  // The shares an assignment or exercise delivered, linked to their option (docs/options.md).
  const parsed = { ...read, executions: linkAssignments(read.executions, importer.assignmentShares ?? 'in-file') };
  const storable = storableExecutions(parsed.executions);
  return storable.warnings.length === 0 ? parsed : { ...parsed, executions: storable.executions, warnings: [...parsed.warnings, ...storable.warnings] };
}

/** The platform's own time-zone convention stands in for the default zone, never for a chosen one. */
function optionsFor(importer: CsvImporter, options: CsvImportOptions): CsvImportOptions {
  return importer.zoneConvention && !options.timeZoneChosen ? { ...options, timeZone: importer.zoneConvention } : options;
}
