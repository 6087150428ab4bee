import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'mfe-import', environment: 'jsdom', passWithNoTests: false, setupFiles: ['./src/test-setup.ts'] },
});
