import { defineConfig } from 'vitest/config';

// Each package owns its own vitest.config.ts; the root only lists them.
export default defineConfig({
  test: {
    projects: ['design-system', 'graph-api', 'shell', 'mfe-auth', 'mfe-journal', 'mfe-import', 'mfe-coaching'],
  },
});
