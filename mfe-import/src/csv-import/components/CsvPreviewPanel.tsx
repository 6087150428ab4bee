import { useId } from 'react';
import styled from 'styled-components';
import { Badge, formatPnl, pnlTone, toneColor } from '@tj/design-system';
import type { CsvPreview } from '../hooks/useCsvImport';
import { ExecutionsTable, RoundTripsTable } from './PreviewTables';
import { ReconciliationTable } from '../../reconciliation';

const Stats = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(130px, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  div {
    padding: ${({ theme }) => theme.space.md};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.surfaceRaised};
  }
  dt { color: ${({ theme }) => theme.color.textMuted}; font-size: ${({ theme }) => theme.fontSize.sm}; }
  dd { margin: ${({ theme }) => theme.space.xs} 0 0; font-size: ${({ theme }) => theme.fontSize.lg}; font-weight: 700; }
`;

function Stat({ label, value, color }: { label: string; value: string | number; color?: string }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd style={color ? { color } : undefined}>{value}</dd>
    </div>
  );
}

/** What the file holds before it is imported: counts over the whole file, then its first rows. */
export function CsvPreviewPanel({ preview, timeZone }: { preview: CsvPreview; timeZone: string }) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} style={{ display: 'grid', gap: 16 }}>
      <h3 id={titleId} style={{ margin: 0, display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center' }}>
        Preview: {preview.platformName}
        {preview.detected && <Badge variant="outline">detected from the file</Badge>}
      </h3>
      {preview.nothingNew && (
        <p role="note" aria-label="Nothing to import" style={{ margin: 0, fontWeight: 600 }}>
          {preview.nothingNew}
        </p>
      )}
      <Stats aria-label="What this file holds">
        <Stat label="Executions" value={preview.executionCount} />
        <Stat label="New" value={preview.newExecutionCount} />
        <Stat label="Already imported" value={preview.duplicateCount} />
        <Stat label="Round trips" value={preview.roundTripCount} />
        <Stat label="Open positions" value={preview.openPositionCount} />
        <Stat label="Total net P&L" value={formatPnl(preview.totalNetPnl)} color={toneColor[pnlTone(preview.totalNetPnl)]} />
      </Stats>
      {preview.warnings.length > 0 && (
        <div role="note" aria-label="Warnings">
          <strong>Warnings</strong>
          <ul style={{ margin: '4px 0 0', paddingLeft: 20 }}>
            {preview.warnings.map((warning) => (
              <li key={warning}>{warning}</li>
            ))}
          </ul>
        </div>
      )}
      {preview.reconciliation && <ReconciliationTable reconciliation={preview.reconciliation} />}
      {preview.executions.length > 0 && <ExecutionsTable preview={preview} timeZone={timeZone} />}
      {preview.roundTrips.length > 0 && <RoundTripsTable preview={preview} timeZone={timeZone} />}
    </section>
  );
}
