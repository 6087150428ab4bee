import type { ReactNode } from 'react';
import { createGlobalStyle, ThemeProvider as StyledThemeProvider } from 'styled-components';
import { cssVariables, tokens } from './tokens';

export const GlobalStyle = createGlobalStyle`
  :root {
    ${cssVariables()}
    color-scheme: dark;
  }
  *, *::before, *::after { box-sizing: border-box; }
  body {
    margin: 0;
    background: ${tokens.color.background};
    color: ${tokens.color.text};
    font-family: ${tokens.font.body};
    line-height: 1.5;
  }
  a { color: ${tokens.color.primary}; }
  :focus-visible { outline: 2px solid ${tokens.color.focus}; outline-offset: 2px; }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { animation-duration: 0.01ms !important; transition-duration: 0.01ms !important; }
  }
`;

export function ThemeProvider({ children }: { children: ReactNode }) {
  return (
    <StyledThemeProvider theme={tokens}>
      <GlobalStyle />
      {children}
    </StyledThemeProvider>
  );
}
