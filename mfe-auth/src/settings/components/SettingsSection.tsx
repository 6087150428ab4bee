import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle, cssVar } from '@tj/design-system';

export function SettingsSection({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  const id = `settings-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    // min-width 0 and wrapping anywhere: a long address (or name) wraps instead of widening the card past a phone's screen.
    <Card as="section" aria-labelledby={id} style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
      <CardHeader>
        {/* h2: the sections sit right under the page's h1. */}
        <CardTitle as="h2" id={id}>
          {title}
        </CardTitle>
        {description && <CardDescription>{description}</CardDescription>}
      </CardHeader>
      {/* One column that may shrink below a field's natural width (an input's is about 20 characters), so fields fit a phone. */}
      <CardContent style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 16 }}>{children}</CardContent>
    </Card>
  );
}

/** A label on the left and its control on the right, as settings rows usually read. */
export function SettingRow({ label, htmlFor, hint, children }: { label: string; htmlFor?: string; hint?: string; children: ReactNode }) {
  return (
    <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 16, flexWrap: 'wrap' }}>
      <div>
        <label htmlFor={htmlFor}>{label}</label>
        {hint && <p style={{ margin: 0, fontSize: '0.875rem', color: cssVar('color', 'textMuted') }}>{hint}</p>}
      </div>
      {children}
    </div>
  );
}
