import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'mfe-auth', environment: 'jsdom', passWithNoTests: false },
});
