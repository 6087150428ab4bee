/**
 * The insights' mulberry32 generator, for the tests of every module: the same numbers for the same
 * seed on every machine, so a failure can be replayed. (A module's test importing insights itself
 * could close a cycle between modules; through here it does not.)
 */
export { seededRandom } from '../../src/modules/insights/statistics/seeded-random';
