/** Design tokens: the one source for the styled-components theme and the CSS custom properties. */
export const tokens = {
  color: {
    background: '#0b1220',
    surface: '#111a2e',
    surfaceRaised: '#17223a',
    border: '#26324d',
    text: '#e6ebf5',
    textMuted: '#9aa6bf',
    primary: '#3b82f6',
    primaryText: '#ffffff',
    success: '#22c55e',
    warning: '#eab308',
    destructive: '#ef4444',
    focus: '#93c5fd',
  },
  space: { xs: '4px', sm: '8px', md: '12px', lg: '16px', xl: '24px', xxl: '32px' },
  radius: { sm: '4px', md: '8px', lg: '12px', full: '9999px' },
  fontSize: { xs: '0.75rem', sm: '0.875rem', md: '1rem', lg: '1.25rem', xl: '1.5rem' },
  font: {
    body: "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
    mono: "ui-monospace, 'SFMono-Regular', Menlo, monospace",
  },
  shadow: { sm: '0 1px 2px rgb(0 0 0 / 0.3)', md: '0 8px 24px rgb(0 0 0 / 0.4)' },
  /** Below `mobile` the app sidebar becomes a slide-over. */
  breakpoint: { mobile: '1024px' },
} as const;

export type Tokens = typeof tokens;

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** `--tj-color-primary: #3b82f6;` … for every token, so plain CSS can use them too. */
export function cssVariables(source: Tokens = tokens): string {
  return Object.entries(source)
    .flatMap(([group, values]) =>
      Object.entries(values as Record<string, string>).map(([name, value]) => `--tj-${kebab(group)}-${kebab(name)}: ${value};`),
    )
    .join('\n');
}

/** A token as a CSS custom property reference, e.g. cssVar('color', 'primary') → var(--tj-color-primary). */
export function cssVar<G extends keyof Tokens>(group: G, name: keyof Tokens[G] & string): string {
  return `var(--tj-${kebab(group)}-${kebab(name)})`;
}
