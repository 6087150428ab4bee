import type { WiringInfra } from '../../wiring-infra';
import type { AuthService, RateLimiter } from '../auth';
import type { AnalyticsService } from '../dashboard-summary';
import type { DemoJournalWriters } from './demo-journal-writer';
import { DemoJournalService } from './demo-journal.service';

/** Wired last: the demo journal is written through the same services a trader's imports and edits use. */
export function wireDemo(
  { config, clock, logger, userData }: WiringInfra,
  { auth, limiter, analytics, ...writers }: DemoJournalWriters & { auth: AuthService; limiter: RateLimiter; analytics: AnalyticsService },
) {
  return { demo: new DemoJournalService({ config: config.demo, clock, logger: logger.child({ component: 'demo' }), auth, limiter, userData, analytics, writers }) };
}
