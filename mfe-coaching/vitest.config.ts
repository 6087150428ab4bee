import { defineProject } from 'vitest/config';

// Page tests type into forms and wait on fake servers; on a busy 2-core CI machine 5 s is too tight.
const PAGE_TEST_TIMEOUT_MS = 20_000;

export default defineProject({
  test: { name: 'mfe-coaching', environment: 'jsdom', passWithNoTests: false, setupFiles: ['./src/test-setup.ts'], testTimeout: PAGE_TEST_TIMEOUT_MS },
});
