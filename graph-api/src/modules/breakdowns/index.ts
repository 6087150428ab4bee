// The public entry of modules/breakdowns: what other modules and app.ts may use (a lint refuses imports past it).
import { type ApiModule, serviceWiring } from '../../api-module';
import { TradeResolver } from '../trades';
import { BreakdownsResolver } from './breakdowns.resolver';
import { breakdownsRoutes } from './breakdowns.routes';
import { wireBreakdowns } from './wiring';

export const breakdownsModule = {
  name: 'breakdowns',
  entities: [],
  resolvers: [BreakdownsResolver],
  mount: ({ services: { breakdowns, excursionScatter, periodComparison, trades, journalTags, positionChoices, callers } }) => ({
    resolvers: [new BreakdownsResolver(breakdowns, excursionScatter, periodComparison, new TradeResolver(trades, journalTags, positionChoices))],
    routes: [breakdownsRoutes({ breakdowns, excursionScatter, callers })],
  }),
  services: serviceWiring(wireBreakdowns, { settings: true, imports: true, journalChanges: true }),
} satisfies ApiModule;

// What other modules may use.
export { BreakdownsService } from './breakdowns.service';
export { ExcursionScatterService } from './excursion-scatter.service';
export { PeriodComparisonService } from './period-comparison.service';
export { FiguresCache } from '../../workers/figures-cache';
