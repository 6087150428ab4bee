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
    successText: '#04210f',
    warning: '#eab308',
    warningText: '#2a2000',
    destructive: '#ef4444',
    destructiveText: '#ffffff',
    focus: '#93c5fd',
    overlay: 'rgb(0 0 0 / 0.6)',
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
  /** Stacking order of the layers the design system itself opens. */
  zIndex: { overlay: '50', toast: '60' },
} as const;

export type Tokens = typeof tokens;
