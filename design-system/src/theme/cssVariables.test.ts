import { describe, expect, it } from 'vitest';
import { cssVar, cssVariables, tokensToCss } from './cssVariables';
import { mediaQuery } from './media';
import { tokens } from './tokens';

describe('tokens as CSS custom properties', () => {
  it('publishes every token under --tj-<group>-<name>, camelCase as kebab-case', () => {
    const css = cssVariables();
    expect(css).toContain('--tj-color-primary: #60a5fa;');
    expect(css).toContain('--tj-color-text-muted: #9aa6bf;');
    expect(css).toContain('--tj-font-size-sm: 0.875rem;');
    expect(css).toContain('--tj-breakpoint-mobile: 1024px;');
    const tokenCount = Object.values(tokens).reduce((count, group) => count + Object.keys(group).length, 0);
    expect(css.split('\n')).toHaveLength(tokenCount);
  });

  it('wraps them in a :root block', () => {
    const block = tokensToCss();
    expect(block.startsWith(':root {\n')).toBe(true);
    expect(block).toContain('  --tj-space-lg: 16px;\n');
    expect(block.trimEnd().endsWith('}')).toBe(true);
  });

  it('references a token by its custom property', () => {
    expect(cssVar('color', 'textMuted')).toBe('var(--tj-color-text-muted)');
  });

  it('derives the mobile media query from the breakpoint', () => {
    expect(mediaQuery.mobile).toBe('(max-width: 1023.98px)');
    expect(mediaQuery.desktop).toBe('(min-width: 1024px)');
  });
});
