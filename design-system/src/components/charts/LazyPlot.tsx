import { Suspense, useEffect, type ReactNode } from 'react';
import { Skeleton } from '../Skeleton/Skeleton';
import { useNearViewport } from './useNearViewport';

export interface LazyPlotProps {
  /** The plot's drawing size: it is drawn at the container's width, at this aspect ratio. */
  width: number;
  height: number;
  /** Whether to draw it (and so load its code): false keeps the skeleton (see useNearViewport). */
  shown?: boolean;
  /** The plot, a component loaded with React.lazy. */
  children: ReactNode;
}

/**
 * Where a chart's victory drawing goes. victory (with d3 and lodash, some 80 KB gzipped) is loaded
 * only when a chart is drawn and on screen or near it, so pages without one, and a page's first
 * paint, never wait for it; until it has loaded, a skeleton of the plot's box holds its place
 * (nothing moves when it comes).
 */
export function LazyPlot({ width, height, shown = true, children }: LazyPlotProps) {
  const skeleton = <Skeleton aspectRatio={`${width} / ${height}`} radius={12} />;
  return shown ? <Suspense fallback={skeleton}>{children}</Suspense> : skeleton;
}

/**
 * A lazily drawn chart's part: a ref for its root, and whether its plot is drawn (`shown` of
 * LazyPlot), which is once the chart is on screen. While its figures load, the drawing's code loads
 * too (once on screen), so the plot does not wait for it afterwards.
 */
export function useLazyPlot<T extends Element>(loadPlot: () => Promise<unknown>, loading: boolean): [ref: (element: T | null) => void, shown: boolean] {
  const [ref, onScreen] = useNearViewport<T>();
  useEffect(() => {
    if (loading && onScreen) void loadPlot();
  }, [loadPlot, loading, onScreen]);
  return [ref, onScreen];
}
