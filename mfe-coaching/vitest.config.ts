import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'mfe-coaching', environment: 'jsdom', passWithNoTests: false },
});
