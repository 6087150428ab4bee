// The public entry of modules/demo: what other modules and app.ts may use (a lint refuses imports past it).
import type { ApiModule } from '../../api-module';
import { DemoJournal } from './demo-journal.entity';
import { demoRoutes } from './demo.routes';

export const demoModule: ApiModule = {
  name: 'demo',
  entities: [DemoJournal],
  resolvers: [],
  mount: ({ services: { demo } }) => ({ resolvers: [], routes: [demoRoutes({ demo })] }),
};

// What other modules may use.
export { DemoJournalService } from './demo-journal.service';
export { demoConfigFrom, demoEnvShape, type DemoConfig } from './demo.config';
export { wireDemo } from './wiring';
