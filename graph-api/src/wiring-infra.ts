import type { AppConfig } from './config';
import type { Clock } from './clock';
import type { Logger } from './logger';
import type { Mailer } from './infra/mail';
import type { UserDataRegistry } from './infra/users';
import type { Jobs } from './jobs/jobs';
import type { HeavyWorkLimiter } from './workers/heavy-work-limiter';
import type { HeavyWorkPool } from './workers/heavy-work-pool';

/**
 * What every module's wiring (modules/<name>/wiring.ts) may build on besides the services of the
 * modules wired before it: the shared infrastructure services.ts creates first (docs/architecture.md).
 */
export interface WiringInfra {
  config: AppConfig;
  clock: Clock;
  logger: Logger;
  mailer: Mailer;
  /** Where a module registers its job handlers and recurring jobs (docs/jobs.md). */
  jobs: Jobs;
  /** Where a module that stores per-user data registers its section; the order of registration is the reverse of deletion. */
  userData: UserDataRegistry;
  /** The application's encryption key, for secrets at rest and signed links. */
  appKey: Buffer;
  heavyWork: HeavyWorkPool;
  heavyRequests: HeavyWorkLimiter;
}
