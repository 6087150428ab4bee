import type { CodegenConfig } from '@graphql-codegen/cli';
import { REMOTES, SHELL } from './design-system/federation/remotes.cjs';

// Client types for each front-end, generated from the committed schema (never a running server).
// Operations live beside the feature that uses them, one per file in a graphql/ folder.
const FRONT_ENDS = [SHELL, ...REMOTES].map(({ folder }) => folder);

const config: CodegenConfig = {
  schema: 'graph-api/schema.graphql',
  ignoreNoDocuments: true,
  generates: Object.fromEntries(
    FRONT_ENDS.map((dir) => [
      `${dir}/src/__generated__/graphql.ts`,
      {
        documents: [`${dir}/src/**/graphql/*.ts`],
        plugins: ['typescript-operations'],
        config: { enumsAsTypes: true, avoidOptionals: { field: true }, scalars: { DateTimeISO: 'string' } },
      },
    ]),
  ),
};

export default config;
