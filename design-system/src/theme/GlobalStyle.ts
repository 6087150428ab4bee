import { createGlobalStyle } from 'styled-components';
import { cssVariables } from './cssVariables';
import { tokens } from './tokens';

/**
 * The custom properties, a small reset and a visible keyboard focus ring for the whole app. It
 * reads the tokens directly, so it also works when rendered outside a ThemeProvider.
 */
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
    -webkit-font-smoothing: antialiased;
  }
  h1, h2, h3, h4, p { margin-top: 0; }
  img, svg { display: block; max-width: 100%; }
  button, input, select, textarea { font: inherit; color: inherit; }
  a { color: ${tokens.color.primary}; }
  :focus-visible { outline: 2px solid ${tokens.color.focus}; outline-offset: 2px; }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
    }
  }
`;
