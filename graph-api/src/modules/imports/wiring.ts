import type { WiringInfra } from '../../wiring-infra';
import type { RateLimiter } from '../auth';
import type { SettingsService } from '../settings';
import type { ImportReconciliationLookup } from '../trades';
import { executionsSection, importsSection, tradesSection } from './imports.section';
import { registerOptionExpiryJobs } from './service/expiry-jobs';
import { CsvImportService } from './service/csv-import.service';
import { ImportService } from './service/import.service';
import { UploadThrottle } from './upload/upload-throttle';

export function wireImports({ config, clock, logger, jobs, userData }: WiringInfra, { settings, limiter }: { settings: SettingsService; limiter: RateLimiter }) {
  // Executions point at their import: registered after it, deleted before it.
  userData.register(importsSection, executionsSection, tradesSection);
  const imports = new ImportService(clock, logger.child({ component: 'imports' }));
  registerOptionExpiryJobs(jobs, imports);
  return {
    imports,
    // The history's filter of trades whose import did not reconcile (docs/importing.md) asks this.
    importReconciliation: imports satisfies ImportReconciliationLookup,
    csvImports: new CsvImportService(imports, settings, clock),
    uploadThrottle: new UploadThrottle(limiter, config.imports.uploadsPerUser),
  };
}
