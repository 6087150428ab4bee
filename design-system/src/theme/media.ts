import { tokens } from './tokens';

const mobileWidth = Number.parseFloat(tokens.breakpoint.mobile);

/**
 * Media queries for `@media ${mediaQuery.mobile}` in CSS and for `window.matchMedia`. The upper
 * bound stops a fraction below the breakpoint so the two layouts never both apply.
 */
export const mediaQuery = {
  mobile: `(max-width: ${mobileWidth - 0.02}px)`,
  desktop: `(min-width: ${mobileWidth}px)`,
} as const;
