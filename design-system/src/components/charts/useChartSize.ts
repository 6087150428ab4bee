import { useCallback, useRef, useState } from 'react';

export interface ChartSize {
  width: number;
  height: number;
}

export interface ChartSizing {
  /** The width drawn before the container has been measured (and in jsdom, which lays nothing out). */
  fallbackWidth: number;
  /** Height for width: the desk's aspect ratio. */
  aspectRatio: number;
  /** A phone-readable floor: a 390 px card keeps a chart this tall instead of a shrunken desk chart. */
  minHeight: number;
}

/**
 * The pixel size to draw a chart at: its container's width, so a chart's 11 px labels are 11 px on
 * screen at every width (issue 29: a 640 px drawing scaled into a phone's card printed 6 px labels),
 * and a height from that width, never under `minHeight`.
 */
export function useChartSize<T extends HTMLElement>({ fallbackWidth, aspectRatio, minHeight }: ChartSizing): [ref: (element: T | null) => void, size: ChartSize] {
  const [width, setWidth] = useState(fallbackWidth);
  const observer = useRef<ResizeObserver | null>(null);
  const ref = useCallback((element: T | null) => {
    observer.current?.disconnect();
    observer.current = null;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () => {
      const measured = Math.floor(element.getBoundingClientRect().width);
      if (measured > 0) setWidth(measured);
    };
    measure();
    observer.current = new ResizeObserver(measure);
    observer.current.observe(element);
  }, []);
  return [ref, { width, height: Math.max(minHeight, Math.round(width / aspectRatio)) }];
}
