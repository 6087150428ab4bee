import type { ReactElement } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { type OperationHandler, renderWithShell } from '@tj/design-system/testing';

/** Where the page navigated to, for tests of links and of the URL the filters write. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/** A journal page (or a part of one) as the shell shows it at `path`, with where it navigates to on screen. */
export function renderPage(page: ReactElement, handlers: Record<string, OperationHandler>, { path = '/' } = {}) {
  return renderWithShell(
    <>
      <Routes>
        <Route path="*" element={page} />
      </Routes>
      <LocationProbe />
    </>,
    handlers,
    { path },
  );
}
