import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'mfe-journal',
    environment: 'jsdom',
    passWithNoTests: false,
    setupFiles: ['./src/test-setup.ts'],
    // Page tests type into forms and wait on a fake server; the machine's cores are shared.
    testTimeout: 20_000,
  },
});
