import type { DefaultTheme } from 'styled-components';

/** The axes of every victory plot: the theme's border for lines and grid, muted small tick labels. */
export function plotAxisStyle(theme: DefaultTheme) {
  return {
    axis: { stroke: theme.color.border },
    tickLabels: { fill: theme.color.textMuted, fontSize: 11, padding: 4 },
    grid: { stroke: theme.color.border, strokeDasharray: '2,4' },
  };
}

/** The colour of each price line of a candle chart and of its VWAP, shared by the drawing and its legend. */
export function candleLineColors(theme: DefaultTheme) {
  return { entry: theme.color.primary, exit: theme.color.text, stop: theme.color.destructive, vwap: theme.color.warning };
}
