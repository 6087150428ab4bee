import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { Button, cssVar } from '@tj/design-system';
import { UPLOAD_ANOTHER, UPLOAD_ERROR } from '../constants/texts';
import type { CsvImportResult } from '../hooks/useCsvImport';

const Panel = styled.div<{ $failed: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  justify-items: start;
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-left: 4px solid ${({ theme, $failed }) => ($failed ? theme.color.destructive : theme.color.success)};
  border-radius: ${({ theme }) => theme.radius.md};
  h3, p, dl { margin: 0; }
  dl { display: grid; grid-template-columns: auto auto; gap: 4px 16px; font-size: ${({ theme }) => theme.fontSize.sm}; }
  dt { color: ${({ theme }) => theme.color.textMuted}; }
  dd { margin: 0; }
`;

type UploadResultProps = { fileName: string; onUploadAnother: () => void } & ({ result: CsvImportResult } | { failure: string });

/** SPEC §2: the outcome of the upload, then Upload Another File. A refused file shows why (its line). */
export function UploadResult(props: UploadResultProps) {
  const failed = 'failure' in props;
  const heading = useRef<HTMLHeadingElement>(null);
  // The button that led here is gone: keyboard focus moves to the outcome.
  useEffect(() => heading.current?.focus(), []);
  return (
    <Panel role={failed ? 'alert' : 'status'} $failed={failed} data-error={failed ? UPLOAD_ERROR : undefined}>
      <h3 ref={heading} tabIndex={-1}>
        {failed ? 'Import failed' : 'Import complete'}
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
        </>
      )}
      <Button variant="outline" onClick={props.onUploadAnother}>
        {UPLOAD_ANOTHER}
      </Button>
    </Panel>
  );
}
