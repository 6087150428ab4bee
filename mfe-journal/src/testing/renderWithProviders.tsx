import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider, ToastProvider } from '@tj/design-system';

/** A component with what the shell gives every page: theme, router and toasts. */
export function renderWithProviders(ui: ReactElement, { path = '/' } = {}) {
  return render(
    <ThemeProvider>
      <MemoryRouter initialEntries={[path]}>
        <ToastProvider>{ui}</ToastProvider>
      </MemoryRouter>
    </ThemeProvider>,
  );
}
