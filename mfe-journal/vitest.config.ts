import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'mfe-journal', environment: 'jsdom', passWithNoTests: false },
});
