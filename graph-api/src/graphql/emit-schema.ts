// `npm run schema:emit -w graph-api`: writes schema.graphql, from which the front-ends' types are generated.
import 'reflect-metadata';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildGraphQLSchema, renderSchemaFile, SCHEMA_FILE } from './schema';

async function main(): Promise<void> {
  writeFileSync(SCHEMA_FILE, renderSchemaFile(await buildGraphQLSchema()));
  console.log(`Wrote ${path.relative(process.cwd(), SCHEMA_FILE)}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
