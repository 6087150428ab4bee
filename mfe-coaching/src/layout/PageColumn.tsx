import type { ReactNode } from 'react';

/**
 * A coaching page's one column. Its track is minmax(0, 1fr), not auto: an auto track grows to the
 * widest content inside it (the Play Book's tab row is about 700 px), which scrolled a 390 px phone
 * sideways; with a zero minimum the tab row scrolls in its own strip instead.
 */
export function PageColumn({ maxWidth, children }: { maxWidth: number; children: ReactNode }) {
  return <div style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 24, maxWidth }}>{children}</div>;
}
