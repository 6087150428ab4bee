import { render, screen } from '@testing-library/react';
import styled from 'styled-components';
import { describe, expect, it } from 'vitest';
import { ThemeProvider } from './ThemeProvider';
import { tokens } from './tokens';

const Probe = styled.span`
  color: ${({ theme }) => theme.color.primary};
`;

describe('ThemeProvider', () => {
  it('puts the tokens on :root as custom properties', () => {
    render(<ThemeProvider>content</ThemeProvider>);
    const root = [...document.styleSheets]
      .flatMap((sheet) => [...sheet.cssRules])
      .find((rule): rule is CSSStyleRule => rule instanceof CSSStyleRule && rule.selectorText === ':root');
    expect(root?.style.getPropertyValue('--tj-color-primary').trim()).toBe('#60a5fa');
    expect(root?.style.getPropertyValue('--tj-breakpoint-mobile').trim()).toBe('1024px');
  });

  it('gives styled components the tokens as their theme', () => {
    render(
      <ThemeProvider>
        <Probe>themed</Probe>
      </ThemeProvider>,
    );
    expect(getComputedStyle(screen.getByText('themed')).color).toBe('rgb(96, 165, 250)');
    expect(tokens.color.primary).toBe('#60a5fa');
  });
});
