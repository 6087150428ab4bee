import { defineProject } from 'vitest/config';
import { TIMED_TEST_FILES } from './vitest.timed-files.mts';

// TypeScript here is compiled by Vite's Oxc transform, which emits the decorator metadata
// type-graphql and MikroORM need because tsconfig.json sets emitDecoratorMetadata.
export default defineProject({
  resolve: {
    // Vite would pick graphql's ESM build while type-graphql and Apollo require its CommonJS one:
    // two copies whose classes fail each other's instanceof checks. Node (and dist/) load only one.
    alias: [{ find: /^graphql$/, replacement: 'graphql/index.js' }],
  },
  test: {
    name: 'graph-api',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // They run on their own, after the rest: vitest.timing.config.mts.
    exclude: ['**/node_modules/**', ...TIMED_TEST_FILES],
    // What server.ts and the CLIs import first: type-graphql and MikroORM read decorator metadata through it.
    setupFiles: ['reflect-metadata'],
    globalSetup: ['./test/global-setup.ts'],
    // Test files share a worker's module cache instead of re-importing the app (Apollo, MikroORM,
    // type-graphql) each time: the suite runs in a third of the time. So no test may rely on a
    // module's state being fresh, or change it for later files.
    isolate: false,
    // MariaDB suites create a database and run migrations, and some import thousands of trades:
    // the default 5 s is tight on a busy CI machine.
    // Three files run at once (the root config's maxWorkers), so a long walk can take twice its time alone.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
