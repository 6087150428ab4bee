import type { ReactElement } from 'react';
import { Route, Routes } from 'react-router-dom';
import { type OperationHandler, renderWithShell } from '@tj/design-system/testing';

/** A coaching page as the shell shows it at `path`; where it navigates away to says 'Navigated away'. */
export function renderCoachingPage(page: ReactElement, path: string, handlers: Record<string, OperationHandler>) {
  return renderWithShell(
    <Routes>
      <Route path={path} element={page} />
      <Route path="*" element={<p>Navigated away</p>} />
    </Routes>,
    handlers,
    { path },
  );
}
