import type { DefaultTheme } from 'styled-components';

/** The axes of every victory plot: the theme's border for lines and grid, muted small tick labels. */
export function plotAxisStyle(theme: DefaultTheme) {
  return {
    axis: { stroke: theme.color.border },
    tickLabels: { fill: theme.color.textMuted, fontSize: 11, padding: 4 },
    grid: { stroke: theme.color.border, strokeDasharray: '2,4' },
  };
}
