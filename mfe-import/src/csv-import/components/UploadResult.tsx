import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { Button, cssVar } from '@tj/design-system';
import { UPLOAD_ANOTHER, UPLOAD_ERROR } from '../constants/texts';
import type { CsvImportResult } from '../hooks/useCsvImport';
import { ReconciliationTable } from '../../reconciliation';

type Outcome = 'imported' | 'nothing new' | 'failed';

const Panel = styled.div<{ $outcome: Outcome }>`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  justify-items: start;
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-left: 4px solid ${({ theme, $outcome }) => ($outcome === 'failed' ? theme.color.destructive : $outcome === 'imported' ? theme.color.success : theme.color.border)};
  border-radius: ${({ theme }) => theme.radius.md};
  h3, p, dl, ul { margin: 0; }
  dl { display: grid; grid-template-columns: auto auto; gap: 4px 16px; font-size: ${({ theme }) => theme.fontSize.sm}; }
  dt { color: ${({ theme }) => theme.color.textMuted}; }
  dd { margin: 0; }
`;

const RESULT_HEADINGS: Record<Outcome, string> = { imported: 'Import complete', 'nothing new': 'Nothing imported', failed: 'Import failed' };

type UploadResultProps = { fileName: string; onUploadAnother: () => void } & ({ result: CsvImportResult } | { failure: string });

/** SPEC §2: the outcome of the upload, then Upload Another File. A refused file shows why (its line). */
export function UploadResult(props: UploadResultProps) {
  const failed = 'failure' in props;
  // A file that added nothing is no green success: its message says plainly why.
  const outcome: Outcome = 'failure' in props ? 'failed' : props.result.executionsImported > 0 ? 'imported' : 'nothing new';
  const heading = useRef<HTMLHeadingElement>(null);
  // The button that led here is gone: keyboard focus moves to the outcome.
  useEffect(() => heading.current?.focus(), []);
  return (
    <Panel role={failed ? 'alert' : 'status'} $outcome={outcome} data-error={failed ? UPLOAD_ERROR : undefined}>
      <h3 ref={heading} tabIndex={-1}>
        {RESULT_HEADINGS[outcome]}
      </h3>
      {'failure' in props ? (
        <>
          <p>
            <strong>{props.fileName}</strong> was not imported; nothing from it was stored.
          </p>
          <p style={{ color: cssVar('color', 'destructive') }}>{props.failure}</p>
        </>
      ) : (
        <>
          <p>{props.result.message}</p>
          {props.result.import.warnings.length > 0 && (
            <ul aria-label="Notes" style={{ paddingLeft: 20 }}>
              {props.result.import.warnings.map((warning) => (
                <li key={warning}>{warning}</li>
              ))}
            </ul>
          )}
          <dl>
            <dt>File</dt>
            <dd>{props.fileName}</dd>
            <dt>Trades imported</dt>
            <dd>{props.result.tradesImported}</dd>
            <dt>Executions imported</dt>
            <dd>{props.result.executionsImported}</dd>
            <dt>Duplicates skipped</dt>
            <dd>{props.result.duplicatesSkipped}</dd>
            <dt>Processing time</dt>
            <dd>{props.result.processingTimeMs} ms</dd>
            <dt>Upload ID</dt>
            <dd>{props.result.uploadId}</dd>
          </dl>
          {props.result.import.reconciliation && <ReconciliationTable reconciliation={props.result.import.reconciliation} />}
        </>
      )}
      <Button variant="outline" onClick={props.onUploadAnother}>
        {UPLOAD_ANOTHER}
      </Button>
    </Panel>
  );
}
