import { useState } from 'react';
import styled from 'styled-components';
import { Badge, Button, ButtonLink, cssVar, Dialog, formatDateTime, LoadingStatus } from '@tj/design-system';
import type { ImportRecordFieldsFragment } from '../../__generated__/graphql';
import { UndoImportDialog } from '../../import-undo/components/UndoImportDialog';
import { NO_RECENT_IMPORTS } from '../constants/texts';
import { SectionCard } from './SectionCard';
import { ReconciliationTable } from '../../reconciliation';

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Entry = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  padding-bottom: ${({ theme }) => theme.space.md};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  &:last-child { padding-bottom: 0; border-bottom: none; }
  p { margin: 0; }
`;

const Heading = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
  overflow-wrap: anywhere;
`;

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

const STATUS_BADGES = {
  COMPLETED: { variant: 'success', text: 'completed' },
  FAILED: { variant: 'destructive', text: 'failed' },
  UNDONE: { variant: 'warning', text: 'undone' },
} as const;

function RecentImport({ entry, timeZone }: { entry: ImportRecordFieldsFragment; timeZone: string }) {
  const failed = entry.status === 'FAILED';
  const badge = STATUS_BADGES[entry.status];
  const [undoing, setUndoing] = useState(false);
  const [reconciliationShown, setReconciliationShown] = useState(false);
  const label = `${entry.platformName} import of ${formatDateTime(entry.createdAt, { timeZone })}${entry.fileName ? ` (${entry.fileName})` : ''}`;
  return (
    <Entry>
      <Heading>
        <strong>{entry.platformName}</strong>
        <Badge variant="outline">{entry.method === 'API' ? 'API' : 'CSV'}</Badge>
        <Badge variant={badge.variant}>{badge.text}</Badge>
        {entry.reconciled !== null && <Badge variant={entry.reconciled ? 'success' : 'warning'}>{entry.reconciled ? 'reconciled' : 'does not reconcile'}</Badge>}
        {entry.status === 'COMPLETED' && (
          <Button variant="outline" size="sm" onClick={() => setUndoing(true)} aria-label={`Undo ${label}`} style={{ marginLeft: 'auto' }}>
            Undo
          </Button>
        )}
      </Heading>
      {undoing && <UndoImportDialog importId={entry.id} label={label} onClose={() => setUndoing(false)} />}
      <Muted>
        <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt, { timeZone })}</time>
        {entry.fileName && ` · ${entry.fileName}`}
      </Muted>
      {failed ? (
        <p style={{ color: cssVar('color', 'destructive'), fontSize: '0.875rem' }}>{entry.errors[0] ?? 'The import failed.'}</p>
      ) : (
        <Muted>
          {plural(entry.tradesCount, 'trade', 'trades')} · {plural(entry.duplicatesSkipped, 'duplicate', 'duplicates')} skipped
        </Muted>
      )}
      {entry.reconciliation && (
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
          <Button variant="outline" size="sm" aria-haspopup="dialog" onClick={() => setReconciliationShown(true)}>
            Compare with broker
          </Button>
          {entry.status === 'COMPLETED' && (
            <ButtonLink variant="outline" size="sm" href={`/history?import=${entry.id}`} aria-label={`Trades of ${label} in the history`}>
              Its trades
            </ButtonLink>
          )}
        </div>
      )}
      {entry.reconciliation && (
        // Wide: the table needs a desk's width, which the Recent Imports column does not have.
        <Dialog open={reconciliationShown} onOpenChange={setReconciliationShown} size="wide" title="Compare with broker" description={label}>
          <ReconciliationTable reconciliation={entry.reconciliation} />
        </Dialog>
      )}
    </Entry>
  );
}

interface RecentImportsProps {
  imports: readonly ImportRecordFieldsFragment[] | undefined;
  loading: boolean;
  error: Error | undefined;
  onRetry: () => void;
  timeZone: string;
}

/** SPEC §2 and DECISIONS §2: the newest imports from the server, failures with their reason. */
export function RecentImports({ imports, loading, error, onRetry, timeZone }: RecentImportsProps) {
  return (
    <SectionCard title="Recent Imports">
      {loading && !imports && (
        <LoadingStatus label="Loading recent imports" blocks={[48, 48]} />
      )}
      {error && !imports && (
        <div role="alert" style={{ display: 'grid', gap: 8, justifyItems: 'start' }}>
          <p style={{ margin: 0 }}>Recent imports could not be loaded: {error.message}</p>
          <Button variant="outline" size="sm" onClick={onRetry}>
            Retry
          </Button>
        </div>
      )}
      {imports && imports.length === 0 && <Muted>{NO_RECENT_IMPORTS}</Muted>}
      {imports && imports.length > 0 && (
        <List aria-label="Recent imports, newest first">
          {imports.map((entry) => (
            <RecentImport key={entry.id} entry={entry} timeZone={timeZone} />
          ))}
        </List>
      )}
      {imports?.some((entry) => entry.status === 'COMPLETED' && entry.reconciled === false) && (
        <ButtonLink variant="outline" size="sm" href="/history?unreconciled=true" style={{ marginTop: 12 }}>
          Trades of imports that did not reconcile
        </ButtonLink>
      )}
    </SectionCard>
  );
}
