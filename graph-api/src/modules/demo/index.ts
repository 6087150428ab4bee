// The public entry of modules/demo: what other modules and app.ts may use (a lint refuses imports past it).
import { type ApiModule, serviceWiring } from '../../api-module';
import { DemoJournal } from './demo-journal.entity';
import { demoRoutes } from './demo.routes';
import { wireDemo } from './wiring';

export const demoModule = {
  name: 'demo',
  entities: [DemoJournal],
  resolvers: [],
  mount: ({ services: { demo } }) => ({ resolvers: [], routes: [demoRoutes({ demo })] }),
  services: serviceWiring(wireDemo, {
    auth: true,
    limiter: true,
    analytics: true,
    marketData: true,
    csvImports: true,
    trades: true,
    journalTags: true,
    dayJournal: true,
    assessments: true,
    playbooks: true,
    insights: true,
  }),
} satisfies ApiModule;

// What other modules may use.
export { DemoJournalService } from './demo-journal.service';
export { demoConfigFrom, demoEnvShape, type DemoConfig } from './demo.config';
