import { createRequire } from 'node:module';
import path from 'node:path';
import { defineProject } from 'vitest/config';

const styledComponentsDir = path.dirname(createRequire(import.meta.url).resolve('styled-components/package.json'));

export default defineProject({
  // Node resolution picks styled-components' server build, which never injects createGlobalStyle
  // rules into the document; the tests run the browser build, as the app does.
  resolve: { alias: { 'styled-components': path.join(styledComponentsDir, 'dist/styled-components.browser.esm.js') } },
  test: {
    name: 'design-system',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'federation/**/*.test.ts'],
    setupFiles: ['./src/test-setup.ts'],
    // Component tests render and type; on a busy 2-core CI machine 5 s is too tight.
    testTimeout: 20_000,
  },
});
