import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { callerOf, type GraphQLContext } from '../../../graphql/context';
import { platformName } from '../../../infra/platforms';
import type { GenericColumnMapping } from '../csv/csv-importer';
import type { CsvImportService, CsvImportRequest } from '../service/csv-import.service';
import { readGraphQLUpload } from '../upload/graphql-upload-reader';
import type { ImportService } from '../service/import.service';
import type { UploadThrottle } from '../upload/upload-throttle';
import { CsvImportInput, CsvImportPreviewView, CsvImportResultView, ImportRecordView } from './import.types';
import { importResultMessage } from './import-summary';
import { previewJson } from './preview-json';

const MAX_RECENT_IMPORTS = 50;

@Resolver()
export class ImportResolver {
  constructor(
    private readonly imports: ImportService,
    private readonly csvImports: CsvImportService,
    private readonly uploadThrottle: UploadThrottle,
  ) {}

  @Authorized()
  @Query(() => [ImportRecordView], { description: 'The newest imports first (the Import Trade Center shows 5).' })
  async recentImports(@Arg('limit', () => Int, { defaultValue: 5 }) limit: number, @Ctx() context: GraphQLContext): Promise<ImportRecordView[]> {
    const bounded = Math.min(Math.max(limit, 1), MAX_RECENT_IMPORTS);
    return (await this.imports.recent(context.em, callerOf(context).userId, bounded)).map(ImportRecordView.of);
  }

  @Authorized()
  @Query(() => Int, { description: 'How many imports the user has run.' })
  async importCount(@Ctx() context: GraphQLContext): Promise<number> {
    return this.imports.count(context.em, callerOf(context).userId);
  }

  @Authorized()
  @Mutation(() => CsvImportPreviewView, { description: 'Reads a CSV export and shows what importing it would add. Stores nothing.' })
  async previewCsvImport(@Arg('input', () => CsvImportInput) input: CsvImportInput, @Ctx() context: GraphQLContext): Promise<CsvImportPreviewView> {
    const userId = callerOf(context).userId;
    await this.uploadThrottle.countUpload(context.em, userId);
    const preview = await this.csvImports.preview(context.em, userId, await requestOf(input));
    return previewJson(preview) as CsvImportPreviewView;
  }

  @Authorized()
  @Mutation(() => CsvImportResultView, { description: 'Imports a CSV export: every row or none.' })
  async importCsv(@Arg('input', () => CsvImportInput) input: CsvImportInput, @Ctx() context: GraphQLContext): Promise<CsvImportResultView> {
    const userId = callerOf(context).userId;
    await this.uploadThrottle.countUpload(context.em, userId);
    const outcome = await this.csvImports.import(context.em, userId, await requestOf(input));
    return {
      success: true,
      message: importResultMessage(outcome, platformName(outcome.record.platform)),
      tradesImported: outcome.tradesImported,
      executionsImported: outcome.executionsImported,
      duplicatesSkipped: outcome.duplicatesSkipped,
      processingTimeMs: outcome.processingTimeMs,
      uploadId: String(outcome.record.id),
      import: ImportRecordView.of(outcome.record),
    };
  }
}

async function requestOf(input: CsvImportInput): Promise<CsvImportRequest> {
  return {
    upload: await readGraphQLUpload(input.file),
    platform: input.platform ?? null,
    timeZone: input.timeZone ?? null,
    tradeDate: input.tradeDate ?? null,
    mapping: input.mapping ? mappingOf(input.mapping) : null,
    skipNonTrades: input.skipNonTrades ?? false,
  };
}

function mappingOf(input: NonNullable<CsvImportInput['mapping']>): GenericColumnMapping {
  const optional = (value: string | null | undefined) => value ?? undefined;
  return {
    date: input.date,
    time: optional(input.time),
    symbol: input.symbol,
    side: input.side,
    quantity: input.quantity,
    price: input.price,
    commission: optional(input.commission),
    fees: optional(input.fees),
    account: optional(input.account),
    executionId: optional(input.executionId),
    exitDate: optional(input.exitDate),
    exitTime: optional(input.exitTime),
    exitPrice: optional(input.exitPrice),
  };
}
