import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { createRequire } from 'node:module';
import { noDeepModuleImports, noModuleCycles } from './graph-api/lint/no-module-cycles.mjs';
import { noDanglingDocReferences } from './.scripts/lint/no-dangling-doc-references.mjs';

const REMOTES = createRequire(import.meta.url)('./design-system/federation/remotes.cjs').REMOTES.map(({ folder }) => folder);

/** Import patterns that reach into a package other than the design system's public entry points. */
const packagePatterns = (name) => [`@tj/${name}`, `@tj/${name}/*`, `**/${name}/src/**`, `**/${name}/dist/**`];

const boundary = (message, names) => ({
  'no-restricted-imports': ['error', { patterns: [{ group: names.flatMap(packagePatterns), message }] }],
});

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', '**/storybook-static/**', 'data/**', '**/test-results/**', '**/playwright-report/**', '**/__generated__/**', 'graph-api/migrations/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Every document a comment cites is in the repository (docs/product for SPEC § and DECISIONS §).
    files: ['**/*.{ts,tsx,mts,js,cjs,mjs}'],
    ignores: ['.scripts/lint/**'],
    plugins: { docs: { rules: { 'no-dangling-doc-references': noDanglingDocReferences } } },
    rules: { 'docs/no-dangling-doc-references': 'error' },
  },
  {
    files: ['**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['{shell,design-system,mfe-*}/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  // Architecture boundaries (docs/architecture.md): remotes never import each other or the shell;
  // the shell reaches remotes only through Module Federation; the design system depends on none.
  ...REMOTES.map((remote) => ({
    files: [`${remote}/**/*.{ts,tsx,js,cjs,mjs}`],
    rules: boundary(
      'A remote may not import another remote, the shell or the API: share through @tj/design-system or the shell contract.',
      ['shell', 'graph-api', ...REMOTES.filter((other) => other !== remote)],
    ),
  })),
  // graph-api's modules (docs/architecture.md): no cycles between them, and each reached only through its
  // index.ts, from another module or from the files that put the app together. The layers beneath the
  // modules (db/, graphql/, http/, jobs/, workers/) import the few files they need directly: a module's
  // entry would load the module (its resolvers, its entities) back into them.
  {
    files: ['graph-api/src/{modules,infra}/**/*.ts', 'graph-api/src/{app,services,config,registry}.ts'],
    plugins: { 'graph-api': { rules: { 'no-module-cycles': noModuleCycles, 'no-deep-module-imports': noDeepModuleImports } } },
    rules: { 'graph-api/no-module-cycles': 'error', 'graph-api/no-deep-module-imports': 'error' },
  },
  {
    files: ['shell/**/*.{ts,tsx,js,cjs,mjs}'],
    rules: boundary('The shell loads remotes at run time through Module Federation, never by import.', [...REMOTES, 'graph-api']),
  },
  {
    files: ['design-system/**/*.{ts,tsx,js,cjs,mjs}'],
    rules: boundary('The design system is shared by everyone and depends on none of them.', ['shell', 'graph-api', ...REMOTES]),
  },
);
