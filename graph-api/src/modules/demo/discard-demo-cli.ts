// `npm run demo:discard -w graph-api` (after `npm run build`; `demo:discard:dev` runs it from source):
// deletes the demo journal, its account (and so every demo session) and its market's candles, so
// the next Watch Demo generates it again, dated from that day. Uses DATABASE_URL or DATA_DIR as
// the server does; safe while servers run (a visitor who asks meanwhile gets a new one).
import 'reflect-metadata';
import { loadConfig } from '../../config';
import { assertNoPendingMigrations } from '../../db/migrations';
import { openOrm } from '../../db/orm';
import { createLogger } from '../../logger';
import { buildServices } from '../../services';

async function main(): Promise<void> {
  const config = loadConfig();
  const orm = await openOrm(config.database);
  try {
    await assertNoPendingMigrations(orm);
    const services = await buildServices({ config, logger: createLogger(config.logLevel) });
    await services.demo.discard(orm.em.fork());
    services.mailer.close();
    console.log('The demo journal was discarded: the next Watch Demo generates it again.');
  } finally {
    await orm.close(true);
  }
}

main().catch((error: unknown) => {
  console.error(`Could not discard the demo journal: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
