import path from 'node:path';
import { type GraphQLSchema, lexicographicSortSchema, printSchema } from 'graphql';
import { buildSchema, type ClassType, type NonEmptyArray } from 'type-graphql';
import { AnalyticsResolver } from '../modules/analytics/analytics.resolver';
import { InsightsResolver } from '../modules/insights/insights.resolver';
import { BreakdownsResolver } from '../modules/breakdowns/breakdowns.resolver';
import { ApiKeyResolver } from '../modules/api-keys/api-key.resolver';
import { NotificationsResolver } from '../modules/notifications/notifications.resolver';
import { RiskRulesResolver } from '../modules/risk-rules/risk-rules.resolver';
import { AuthResolver } from '../modules/auth/auth.resolver';
import { BrokerResolver } from '../modules/brokers/broker.resolver';
import { HealthResolver } from '../modules/health/health.resolver';
import { ImportResolver } from '../modules/imports/api/import.resolver';
import { SettingsResolver } from '../modules/settings/settings.resolver';
import { JournalResolver } from '../modules/journal/journal.resolver';
import { TradeHistoryPageResolver, TradeResolver } from '../modules/trades/trade.resolver';
import { AccountResolver } from '../modules/account/account.resolver';
import { CoachingResolver } from '../modules/coaching/coaching.resolver';
import { MarketDataResolver } from '../modules/market-data/market-data.resolver';
import { TradeAnalysisResolver } from '../modules/trade-analysis/trade-analysis.resolver';
import { PACKAGE_ROOT } from '../package-info';
import { authChecker } from './auth-checker';
import type { ResolverContainer } from './resolver-container';

/** Every resolver of the API; a module's resolver is added here and given an instance in app.ts. */
export const RESOLVERS: NonEmptyArray<ClassType> = [HealthResolver, AuthResolver, SettingsResolver, ApiKeyResolver, AccountResolver, TradeResolver, TradeHistoryPageResolver, AnalyticsResolver, BreakdownsResolver, InsightsResolver, JournalResolver, CoachingResolver, ImportResolver, BrokerResolver, MarketDataResolver, TradeAnalysisResolver, NotificationsResolver, RiskRulesResolver];

/** Without a container the schema can be printed but not executed (that is all emit-schema needs). */
export async function buildGraphQLSchema(
  container?: ResolverContainer,
  resolvers: NonEmptyArray<ClassType> = RESOLVERS,
): Promise<GraphQLSchema> {
  container?.assertProvides(resolvers);
  return buildSchema({ resolvers, container, authChecker, validate: true });
}

export const SCHEMA_FILE = path.join(PACKAGE_ROOT, 'schema.graphql');

/** The committed schema.graphql: sorted, so that it changes only when the API does. */
export function renderSchemaFile(schema: GraphQLSchema): string {
  const header = '# Generated from the resolvers by `npm run schema:emit -w graph-api`. Do not edit.\n\n';
  return `${header}${printSchema(lexicographicSortSchema(schema))}\n`;
}
