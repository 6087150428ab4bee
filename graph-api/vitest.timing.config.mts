import { defineProject } from 'vitest/config';
import base from './vitest.config.mts';
import { TIMED_TEST_FILES } from './vitest.timed-files.mts';

// The tests that hold a duration to a bound (the event loop stays free, a page answers within its
// budget): they run after every other project, one file at a time, so the rest of the suite's
// parallel files cannot slow them past their bound. Otherwise set up as the main project.
export default defineProject({
  ...base,
  test: {
    ...base.test,
    name: 'graph-api-timed',
    include: [...TIMED_TEST_FILES],
    exclude: [],
    fileParallelism: false,
    sequence: { groupOrder: 1 },
  },
});
