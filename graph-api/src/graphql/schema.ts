import path from 'node:path';
import { type GraphQLSchema, lexicographicSortSchema, printSchema } from 'graphql';
import { buildSchema, type ClassType, type NonEmptyArray } from 'type-graphql';
import { API_MODULES } from '../registry';
import { PACKAGE_ROOT } from '../package-info';
import { authChecker } from './auth-checker';
import type { ResolverContainer } from './resolver-container';

/** Every resolver of the API, as the modules list them (registry.ts); app.ts gives each an instance. */
export const RESOLVERS = API_MODULES.flatMap((module) => module.resolvers) as NonEmptyArray<ClassType>;

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
