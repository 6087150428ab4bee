import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Testing Library unmounts between tests by itself only when test globals are on; they are not here.
afterEach(() => cleanup());

// The charts' drawing library is its own chunk, loaded when a chart is first shown: on a 2-core CI
// machine running every suite at once, that first load took longer than the default 1 s wait of
// findBy and waitFor. The tests' own timeout (vitest.config.ts) still bounds each test.
configure({ asyncUtilTimeout: 10_000 });
