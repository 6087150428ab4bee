import { type OperationHandler, renderWithShell } from '@tj/design-system/testing';
import ImportPage from '../pages/ImportPage';

/** The Import page as the shell shows it, its GraphQL server answered by `handlers`. */
export function renderImportPage(handlers: Record<string, OperationHandler>, { path = '/import' } = {}) {
  return renderWithShell(<ImportPage />, handlers, { path });
}
