/** Design tokens: the one source for the styled-components theme and the CSS custom properties. */
export const tokens = {
  color: {
    background: '#0b1220',
    surface: '#111a2e',
    surfaceRaised: '#17223a',
    border: '#26324d',
    text: '#e6ebf5',
    textMuted: '#9aa6bf',
    /** Accent for text, links, borders and rings on the dark surfaces. */
    primary: '#60a5fa',
    /** Background of solid primary controls (buttons, badges): dark enough for white text (WCAG AA). */
    primaryFill: '#2563eb',
    primaryText: '#ffffff',
    success: '#22c55e',
    successText: '#04210f',
    warning: '#eab308',
    warningText: '#2a2000',
    /** Error text and borders on the dark surfaces. */
    destructive: '#f87171',
    /** Background of solid destructive controls (Delete Account, badges): dark enough for white text. */
    destructiveFill: '#dc2626',
    destructiveText: '#ffffff',
    /** Background of a destructive toast: a dark red the text colours still read on. */
    destructiveSurface: '#2a1215',
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
