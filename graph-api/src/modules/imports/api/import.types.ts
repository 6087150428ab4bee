import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { GraphQLUpload, type FileUpload } from '../upload/graphql-upload';
import { platformName } from '../../../infra/platforms';
import { type ExitKind, ExitKindValue } from '../../trades';
import type { TradeImport } from '../import.entity';
import { ImportReconciliationView, reconciliationView } from './reconciliation.types';

export enum ImportMethodEnum {
  API = 'api',
  CSV = 'csv',
}
registerEnumType(ImportMethodEnum, { name: 'ImportMethod' });

export enum ImportStatusEnum {
  COMPLETED = 'completed',
  FAILED = 'failed',
  UNDONE = 'undone',
}
registerEnumType(ImportStatusEnum, { name: 'ImportStatus' });

@ObjectType('ImportRecord', { description: 'One import in the user’s history.' })
export class ImportRecordView {
  @Field(() => ID)
  id!: string;

  @Field()
  platform!: string;

  @Field()
  platformName!: string;

  @Field(() => ImportMethodEnum)
  method!: ImportMethodEnum;

  @Field()
  createdAt!: Date;

  @Field(() => String, { nullable: true })
  fileName!: string | null;

  @Field(() => Int)
  tradesCount!: number;

  @Field(() => Int)
  executionsCount!: number;

  @Field(() => Int)
  duplicatesSkipped!: number;

  @Field(() => ImportStatusEnum)
  status!: ImportStatusEnum;

  @Field(() => [String])
  errors!: string[];

  @Field(() => [String])
  warnings!: string[];

  @Field(() => Boolean, { nullable: true, description: 'False when the file’s own P&L differs from the journal’s by more than known reasons explain; null when the file states none.' })
  reconciled!: boolean | null;

  @Field(() => ImportReconciliationView, { nullable: true })
  reconciliation!: ImportReconciliationView | null;

  static of(record: TradeImport): ImportRecordView {
    return Object.assign(new ImportRecordView(), {
      id: String(record.id),
      platform: record.platform,
      platformName: platformName(record.platform),
      method: record.method as ImportMethodEnum,
      createdAt: record.createdAt,
      fileName: record.fileName,
      tradesCount: record.tradesCount,
      executionsCount: record.executionsCount,
      duplicatesSkipped: record.duplicatesSkipped,
      status: record.status as ImportStatusEnum,
      errors: record.errors,
      warnings: record.warnings,
      reconciled: record.reconciled,
      reconciliation: reconciliationView(record.reconciliation),
    });
  }
}

@ObjectType('GenericColumnMapping', { description: 'Which column of a generic CSV holds each field.' })
export class GenericColumnMappingView {
  @Field(() => String, { nullable: true }) date!: string | null;
  @Field(() => String, { nullable: true }) time!: string | null;
  @Field(() => String, { nullable: true }) symbol!: string | null;
  @Field(() => String, { nullable: true }) side!: string | null;
  @Field(() => String, { nullable: true }) quantity!: string | null;
  @Field(() => String, { nullable: true }) price!: string | null;
  @Field(() => String, { nullable: true }) commission!: string | null;
  @Field(() => String, { nullable: true }) fees!: string | null;
  @Field(() => String, { nullable: true }) account!: string | null;
  @Field(() => String, { nullable: true }) executionId!: string | null;
  @Field(() => String, { nullable: true }) exitDate!: string | null;
  @Field(() => String, { nullable: true }) exitTime!: string | null;
  @Field(() => String, { nullable: true }) exitPrice!: string | null;
}

@InputType({ description: 'Which column holds each field. Mapping an exit date and price reads each row as a whole trade (date, time, price and side are the entry’s).' })
export class GenericColumnMappingInput {
  @Field() date!: string;
  @Field(() => String, { nullable: true }) time?: string | null;
  @Field() symbol!: string;
  @Field() side!: string;
  @Field() quantity!: string;
  @Field() price!: string;
  @Field(() => String, { nullable: true }) commission?: string | null;
  @Field(() => String, { nullable: true }) fees?: string | null;
  @Field(() => String, { nullable: true }) account?: string | null;
  @Field(() => String, { nullable: true }) executionId?: string | null;
  @Field(() => String, { nullable: true }) exitDate?: string | null;
  @Field(() => String, { nullable: true }) exitTime?: string | null;
  @Field(() => String, { nullable: true }) exitPrice?: string | null;
}

@InputType()
export class CsvImportInput {
  @Field(() => GraphQLUpload)
  file!: Promise<FileUpload>;

  @Field(() => String, { nullable: true, description: 'A platform id or generic; omitted, the file tells.' })
  platform?: string | null;

  @Field(() => String, { nullable: true, description: 'IANA zone for files without one; default: the Timezone setting.' })
  timeZone?: string | null;

  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD, for DAS Trader files (they carry no date).' })
  tradeDate?: string | null;

  @Field(() => GenericColumnMappingInput, { nullable: true })
  mapping?: GenericColumnMappingInput | null;

  @Field(() => Boolean, { nullable: true, description: 'Generic CSV: skip rows that are not trades (a side such as Dividend), listing them in the warnings, instead of refusing the file.' })
  skipNonTrades?: boolean | null;
}

@ObjectType('PreviewExecution')
export class PreviewExecutionView {
  @Field(() => Int) line!: number;
  @Field() accountId!: string;
  @Field() symbol!: string;
  @Field({ description: 'BUY or SELL' }) side!: string;
  @Field() quantity!: string;
  @Field() price!: string;
  @Field() commission!: string;
  @Field() fees!: string;
  @Field() executedAt!: Date;
  @Field({ description: 'Already imported before: it will be skipped.' }) duplicate!: boolean;
}

@ObjectType('PreviewRoundTrip')
export class PreviewRoundTripView {
  @Field() symbol!: string;
  @Field({ description: 'LONG or SHORT' }) side!: string;
  @Field() quantity!: string;
  @Field() entryPrice!: string;
  @Field(() => String, { nullable: true }) exitPrice!: string | null;
  @Field() entryTime!: Date;
  @Field(() => Date, { nullable: true }) exitTime!: Date | null;
  @Field() grossPnl!: string;
  @Field({ description: 'Commission and fees together.' }) commission!: string;
  @Field() netPnl!: string;
  @Field({ description: 'open or closed' }) status!: string;
  @Field(() => ExitKindValue, { nullable: true, description: 'EXPIRED when closed at 0 at its expiry (no closing fill); ASSIGNED or EXERCISED when the file closed the option so; else null' }) exitKind!: ExitKind | null;
}

@ObjectType('CsvImportPreview', { description: 'What a file holds, before it is imported. Lists hold the first 100 rows; counts cover the file.' })
export class CsvImportPreviewView {
  @Field() platform!: string;
  @Field() platformName!: string;
  @Field() detected!: boolean;
  @Field({ description: 'A generic CSV needs its columns mapped before it can be read.' }) needsMapping!: boolean;
  @Field(() => [String]) columns!: string[];
  @Field(() => GenericColumnMappingView, { nullable: true }) suggestedMapping!: GenericColumnMappingView | null;
  @Field(() => Int) executionCount!: number;
  @Field(() => Int) newExecutionCount!: number;
  @Field(() => Int) duplicateCount!: number;
  @Field(() => String, { nullable: true, description: 'Why importing the file would add nothing (no rows, or every fill imported before); null when it adds fills.' })
  nothingNew!: string | null;
  @Field(() => Int, { description: 'The trades the import would count: those holding a new fill, completed with stored fills where the file joins them.' })
  roundTripCount!: number;
  @Field(() => Int) openPositionCount!: number;
  @Field() totalNetPnl!: string;
  @Field(() => [String]) warnings!: string[];
  @Field(() => ImportReconciliationView, { nullable: true, description: 'The file’s own P&L against the journal’s; null when the file states none.' })
  reconciliation!: ImportReconciliationView | null;
  @Field(() => [PreviewExecutionView]) executions!: PreviewExecutionView[];
  @Field(() => [PreviewRoundTripView]) roundTrips!: PreviewRoundTripView[];
}

@ObjectType('CsvImportResult')
export class CsvImportResultView {
  @Field() success!: boolean;
  @Field() message!: string;
  @Field(() => Int) tradesImported!: number;
  @Field(() => Int) executionsImported!: number;
  @Field(() => Int) duplicatesSkipped!: number;
  @Field(() => Int) processingTimeMs!: number;
  @Field(() => ID) uploadId!: string;
  @Field(() => ImportRecordView) import!: ImportRecordView;
}

@InputType()
export class BrokerCredentialsInput {
  @Field(() => String, { nullable: true }) apiKey?: string | null;
  @Field(() => String, { nullable: true }) secretKey?: string | null;
  @Field(() => String, { nullable: true }) token?: string | null;
  @Field(() => String, { nullable: true }) baseUrl?: string | null;
}

@InputType()
export class BrokerImportInput {
  @Field() platform!: string;
  @Field(() => BrokerCredentialsInput, { nullable: true, description: 'Omitted: the stored credentials (or Schwab authorization) are used.' })
  credentials?: BrokerCredentialsInput | null;
  @Field() startDate!: Date;
  @Field() endDate!: Date;
}

@ObjectType('BrokerImportResult')
export class BrokerImportResultView {
  @Field() success!: boolean;
  @Field() message!: string;
  @Field(() => ID) correlationId!: string;
  @Field(() => Int) totalTrades!: number;
  @Field(() => ImportRecordView) import!: ImportRecordView;
}
