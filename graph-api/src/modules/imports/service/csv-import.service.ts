import type { EntityManager } from '@mikro-orm/core';
import type { Clock } from '../../../clock';
import { ianaZoneOf, type SettingsService } from '../../settings';
import { calendarDateIn, ImportFormatError, ImportRowError, inEntryTimeOrder, isCalendarDate, isValidTimeZone, type RoundTrip } from '../../trades';
import type { CsvImportOptions, CsvPlatform, GenericColumnMapping } from '../csv/csv-importer';
import { csvImporterFor, detectCsvImporter, type ParsedCsvFile, parseCsvFile } from '../csv/csv-file';
import { readCsvTable } from '../csv/csv-text';
import { FILE_TOO_LARGE_MESSAGE, ImportError, MAX_CSV_BYTES, NO_FILE_MESSAGE, NOT_CSV_MESSAGE } from '../import.errors';
import { type ImportOutcome, type ImportService, withDedupeKeys } from './import.service';
import { planImport } from './import-preview';
import type { Reconciliation } from '../reconciliation';
import { platformName } from '../../../infra/platforms';
import { suggestGenericMapping } from '../csv/platforms/generic/generic.importer';

export interface CsvUpload {
  fileName: string;
  bytes: Buffer;
}

export interface CsvImportRequest {
  upload: CsvUpload | null;
  /** A catalogue id or 'generic'; null lets the file tell. */
  platform?: string | null;
  /** IANA zone for files without one; defaults to the user's Timezone setting. */
  timeZone?: string | null;
  /** YYYY-MM-DD for exports without dates (DAS Trader); defaults to today in that zone. */
  tradeDate?: string | null;
  mapping?: GenericColumnMapping | null;
  /** Generic CSV: skip (and list) rows that are not trades rather than refuse the file. */
  skipNonTrades?: boolean | null;
}

export interface CsvPreview {
  platform: string;
  platformName: string;
  detected: boolean;
  needsMapping: boolean;
  columns: string[];
  suggestedMapping: Partial<GenericColumnMapping> | null;
  executions: ParsedCsvFile['executions'];
  duplicateFlags: boolean[];
  /**
   * The trades the import would count (those holding a fill of this file, completed with stored
   * fills where the file joins them), in entry time order, as the preview lists them.
   */
  roundTrips: RoundTrip[];
  warnings: string[];
  /** The file's own P&L against the journal's, per symbol and in total (null when the file states none). */
  reconciliation: Reconciliation | null;
}

export interface CsvImportOutcome extends ImportOutcome {
  processingTimeMs: number;
}

/** The CSV path of the Import Trade Center: checks the upload, parses it, previews or stores it. */
export class CsvImportService {
  constructor(
    private readonly imports: ImportService,
    private readonly settings: SettingsService,
    private readonly clock: Clock,
  ) {}

  async preview(em: EntityManager, userId: number, request: CsvImportRequest): Promise<CsvPreview> {
    const upload = checkUpload(request.upload, request.platform);
    const platform = platformOf(request.platform);
    if (platform === 'generic' && !request.mapping) {
      const columns = columnsOf(upload);
      return emptyPreview(columns, suggestGenericMapping(columns));
    }
    const options = await this.optionsFor(em, userId, request);
    const parsed = this.parse(upload, platform, options);
    const planned = await planImport(em, userId, parsed.importer.platform, withDedupeKeys(parsed.executions), options.now);
    return {
      platform: parsed.importer.platform,
      platformName: platformName(parsed.importer.platform),
      detected: parsed.detected,
      needsMapping: false,
      columns: parsed.columns,
      suggestedMapping: null,
      executions: parsed.executions,
      duplicateFlags: planned.duplicateFlags,
      roundTrips: inEntryTimeOrder(planned.roundTrips),
      warnings: [...parsed.warnings, ...planned.warnings],
      reconciliation: planned.reconciliation,
    };
  }

  async import(em: EntityManager, userId: number, request: CsvImportRequest): Promise<CsvImportOutcome> {
    const startedAt = this.clock.now();
    const fileName = request.upload?.fileName ?? null;
    const platform = platformOf(request.platform);
    try {
      const upload = checkUpload(request.upload, request.platform);
      const parsed = this.parse(upload, platform, await this.optionsFor(em, userId, request));
      const outcome = await this.imports.commit(em, userId, { platform: parsed.importer.platform, method: 'csv', fileName, executions: parsed.executions, warnings: parsed.warnings }, startedAt);
      return { ...outcome, processingTimeMs: outcome.record.processingTimeMs };
    } catch (error) {
      if (error instanceof ImportError && error.reason !== 'no_file') {
        await this.imports.recordFailure(em, userId, { platform: platform ?? recognisedPlatform(request.upload), method: 'csv', fileName, errors: [error.message], startedAt });
      }
      throw error;
    }
  }

  private parse(upload: CsvUpload, platform: CsvPlatform | null, options: CsvImportOptions): ParsedCsvFile {
    try {
      return parseCsvFile(upload.bytes.toString('utf8'), platform, options);
    } catch (error) {
      if (error instanceof ImportRowError) throw new ImportError('row_error', error.message, error.line);
      if (error instanceof ImportFormatError) throw new ImportError('format_error', error.message);
      throw error;
    }
  }

  private async optionsFor(em: EntityManager, userId: number, request: CsvImportRequest): Promise<CsvImportOptions> {
    const timeZone = request.timeZone || ianaZoneOf((await this.settings.get(em, userId)).timezone);
    if (!isValidTimeZone(timeZone)) throw new ImportError('validation_error', `"${timeZone}" is not a time zone.`);
    const now = this.clock.now();
    const tradeDate = request.tradeDate || calendarDateIn(now, timeZone);
    if (!isCalendarDate(tradeDate)) {
      throw new ImportError('validation_error', 'Trade date must be a date (YYYY-MM-DD).');
    }
    return { timeZone, timeZoneChosen: Boolean(request.timeZone), tradeDate, now, mapping: request.mapping ?? undefined, skipNonTrades: request.skipNonTrades === true, fileName: request.upload?.fileName };
  }
}

/**
 * The SPEC §5 checks, in order. The size is also enforced while the upload streams in. A `.xml`
 * file passes for Interactive Brokers (or a file whose platform is not chosen): its Flex Query is
 * also saved as XML (issue 27), with the same limit and texts.
 */
export function checkUpload(upload: CsvUpload | null, platform?: string | null): CsvUpload {
  if (!upload) throw new ImportError('no_file', NO_FILE_MESSAGE);
  const name = upload.fileName.toLowerCase();
  const xmlAllowed = !platform || platform === 'interactive_brokers';
  if (!name.endsWith('.csv') && !(xmlAllowed && name.endsWith('.xml'))) throw new ImportError('not_csv', NOT_CSV_MESSAGE);
  if (upload.bytes.length >= MAX_CSV_BYTES) throw new ImportError('file_too_large', FILE_TOO_LARGE_MESSAGE);
  return upload;
}

function platformOf(platform: string | null | undefined): CsvPlatform | null {
  if (!platform) return null;
  const importer = csvImporterFor(platform);
  if (!importer) throw new ImportError('unknown_platform', `"${platform}" has no CSV import. Choose one of the CSV platforms or Generic CSV.`);
  return importer.platform;
}

/** For the history of a refused file whose platform was not chosen: the one the file looks like. */
function recognisedPlatform(upload: CsvUpload | null): string {
  if (!upload || upload.bytes.length >= MAX_CSV_BYTES) return 'unknown';
  return detectCsvImporter(readCsvTable(upload.bytes.toString('utf8')))?.platform ?? 'unknown';
}

function columnsOf(upload: CsvUpload): string[] {
  const file = readCsvTable(upload.bytes.toString('utf8'));
  if (file.size === 0) throw new ImportError('format_error', 'The file is empty.');
  return file.record(0).cells.map((name) => name.trim());
}

function emptyPreview(columns: string[], suggestedMapping: Partial<GenericColumnMapping>): CsvPreview {
  return {
    platform: 'generic',
    platformName: platformName('generic'),
    detected: false,
    needsMapping: true,
    columns,
    suggestedMapping,
    executions: [],
    duplicateFlags: [],
    roundTrips: [],
    warnings: [],
    reconciliation: null,
  };
}

