import { useCallback, useRef, useState } from 'react';

/** How far off screen an element counts as near: not at all, a chart loads once any of it shows. */
const NEAR_MARGIN = '0px';

/**
 * Whether an element is on screen or near it, once it has been (it stays true). A chart below the
 * fold (the dashboard's equity curve on a phone) loads victory, some 80 KB gzipped and a few hundred
 * milliseconds of a phone's main thread, only when the trader scrolls to it, not while the page's
 * first screen is being drawn (a skeleton holds its box meanwhile). Without IntersectionObserver (old browsers, jsdom) it is true.
 */
export function useNearViewport<T extends Element>(): [ref: (element: T | null) => void, near: boolean] {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const observer = useRef<IntersectionObserver | null>(null);
  const ref = useCallback((element: T | null) => {
    observer.current?.disconnect();
    observer.current = null;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const watching = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        watching.disconnect();
        setNear(true);
      },
      { rootMargin: NEAR_MARGIN },
    );
    watching.observe(element);
    observer.current = watching;
  }, []);
  return [near ? noElement : ref, near];
}

/** Once near, nothing is observed any more. */
function noElement(): void {}
