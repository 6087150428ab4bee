import type { ReactNode } from 'react';
import { ThemeProvider as StyledThemeProvider } from 'styled-components';
import { GlobalStyle } from './GlobalStyle';
import { tokens } from './tokens';

/** The theme for styled components plus the global styles (custom properties, reset, focus ring). */
export function ThemeProvider({ children }: { children: ReactNode }) {
  return (
    <StyledThemeProvider theme={tokens}>
      <GlobalStyle />
      {children}
    </StyledThemeProvider>
  );
}
