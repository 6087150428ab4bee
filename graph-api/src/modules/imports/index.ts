// The public entry of modules/imports: what other modules and app.ts may use (a lint refuses imports past it).
import { type ApiModule, serviceWiring } from '../../api-module';
import { csvUploadRoutes } from './api/csv-upload.routes';
import { ImportResolver } from './api/import.resolver';
import { ImportUndoResolver } from './api/import-undo.resolver';
import { importUndoRoutes } from './api/import-undo.routes';
import { TradeImport } from './import.entity';
import { wireImports } from './wiring';

export const importsModule = {
  name: 'imports',
  entities: [TradeImport],
  resolvers: [ImportResolver, ImportUndoResolver],
  mount: ({ services: { imports, csvImports, uploadThrottle, callers } }) => ({
    resolvers: [new ImportResolver(imports, csvImports, uploadThrottle), new ImportUndoResolver(imports)],
    routes: [csvUploadRoutes({ csvImports, uploadThrottle, callers }), importUndoRoutes({ imports, callers })],
  }),
  services: serviceWiring(wireImports, { settings: true, limiter: true }),
} satisfies ApiModule;

// What other modules may use.
export { importResultMessage } from './api/import-summary';
export { BrokerImportInput, BrokerImportResultView, ImportMethodEnum, ImportRecordView } from './api/import.types';
export { parseCsvFile } from './csv/csv-file';
export { readCsvTable } from './csv/csv-text';
export type { TradeImport } from './import.entity';
export { ImportError } from './import.errors';
export { importsConfigFrom, importsEnvShape, type ImportsConfig } from './imports.config';
export { executionsSection, importsSection, tradesSection } from './imports.section';
export { checkUpload, CsvImportService, type CsvUpload } from './service/csv-import.service';
export { ImportService, type ImportOutcome } from './service/import.service';
export type { HandFill, HandFills, HandFillsChange, HandGroup, HandRebuild } from './service/hand-fills';
export { OPTION_EXPIRY_JOB, registerOptionExpiryJobs } from './service/expiry-jobs';
export { GraphQLUpload, type FileUpload } from './upload/graphql-upload';
export { readGraphQLUpload } from './upload/graphql-upload-reader';
export { readMultipartCsv } from './upload/multipart-csv';
export { UploadThrottle } from './upload/upload-throttle';
export { graphqlUploads } from './upload/graphql-upload-limits';
export type { ImportPacing, InTransactionHook, InTransactionRun } from './service/in-transaction-hook';
