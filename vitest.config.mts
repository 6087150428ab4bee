import { defineConfig } from 'vitest/config';

// Each package owns its own vitest.config.ts; the root only lists them. graph-api's timed tests are a
// project of their own that runs last, alone (graph-api/vitest.timing.config.mts).
export default defineConfig({
  test: {
    projects: ['design-system', 'graph-api', 'graph-api/vitest.timing.config.mts', 'shell', 'mfe-auth', 'mfe-journal', 'mfe-import', 'mfe-coaching'],
    // Vitest's default is one worker fewer than the cores: one on a 2-core machine. Most of
    // graph-api's time is spent waiting on MariaDB and SQLite, so three files at once finish the
    // suite in about half the time; the timed tests are kept out of that crowd.
    maxWorkers: 3,
  },
});
