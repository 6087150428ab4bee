import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildGraphQLSchema, renderSchemaFile, SCHEMA_FILE } from './schema';

describe('schema.graphql', () => {
  it('is what the resolvers build (otherwise run `npm run schema:emit -w graph-api` and commit it)', async () => {
    const built = renderSchemaFile(await buildGraphQLSchema());
    const committed = readFileSync(SCHEMA_FILE, 'utf8');
    expect(committed, 'graph-api/schema.graphql is stale: run `npm run schema:emit -w graph-api` and commit it').toBe(built);
  });
});
