/** What the remotes' tests share: the exposed-pages contract test, and pages rendered as the shell shows them. */
export { describeExposedPages } from './describeExposedPages';
export { fakeGraphQLServer, type OperationHandler, type ServerCall } from './fakeGraphQLServer';
export { renderWithShell } from './renderWithShell';
export { renderWithTheme } from './renderWithTheme';
