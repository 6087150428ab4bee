import type { ReactNode } from 'react';
import { cssVar } from '@tj/design-system';

/** A form's validation or server message, announced to screen readers as it appears. */
export function FormError({ id, children }: { id?: string; children: ReactNode }) {
  if (!children) return null;
  return (
    <p id={id} role="alert" style={{ color: cssVar('color', 'destructive'), fontSize: '0.875rem', margin: 0 }}>
      {children}
    </p>
  );
}
