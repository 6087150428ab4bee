import { useState } from 'react';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { Button, Dialog, LoadingStatus, requestFailureOf, useToast } from '@tj/design-system';
import type { ImportUndoPlanQuery, ImportUndoPlanQueryVariables, UndoImportMutation, UndoImportMutationVariables } from '../../__generated__/graphql';
import { IMPORT_UNDO_PLAN_QUERY } from '../graphql/ImportUndoPlanQuery';
import { UNDO_IMPORT_MUTATION } from '../graphql/UndoImportMutation';

const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

/**
 * Undo from Recent Imports: the dialog says what the import added and what will be rebuilt (the
 * server's plan) before anything is removed; Undo Import then removes it in one go.
 */
export function UndoImportDialog({ importId, label, onClose }: { importId: string; label: string; onClose: () => void }) {
  const client = useApolloClient();
  const { toast } = useToast();
  const plan = useQuery<ImportUndoPlanQuery, ImportUndoPlanQueryVariables>(IMPORT_UNDO_PLAN_QUERY, { variables: { importId }, fetchPolicy: 'network-only' });
  const [undo, { loading: undoing }] = useMutation<UndoImportMutation, UndoImportMutationVariables>(UNDO_IMPORT_MUTATION);
  const [failure, setFailure] = useState<string | null>(null);
  const answer = plan.data?.importUndoPlan;

  const confirm = async () => {
    setFailure(null);
    try {
      await undo({ variables: { importId } });
    } catch (error) {
      const refused = requestFailureOf(error);
      setFailure(refused.kind === 'refused' ? refused.message : 'The import could not be undone. Please try again.');
      return;
    }
    toast({ title: 'Import Undone', description: `${label}: its fills were removed and the positions rebuilt.`, variant: 'success' });
    onClose();
    // Trades, dashboard and insights all changed: every cached answer is read again. The history
    // reloading unmounts this entry, so this comes last, and a refetch that fails shows in its own panel.
    void client.resetStore().catch(() => undefined);
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Undo this import?"
      description={label}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button variant="destructive" onClick={() => void confirm()} disabled={!answer?.canUndo || undoing}>
            {undoing ? 'Undoing…' : 'Undo Import'}
          </Button>
        </>
      }
    >
      {plan.loading && <LoadingStatus label="Working out what undoing removes" blocks={[24, 24]} />}
      {plan.error && <p role="alert">What undoing would do could not be loaded: {plan.error.message}</p>}
      {answer && (
        <div style={{ display: 'grid', gap: 8 }}>
          <p style={{ margin: 0 }}>
            This import added {plural(answer.fillsAdded, 'fill')} in {plural(answer.tradesAdded, 'trade')}.
          </p>
          <ul aria-label="What undoing does" style={{ margin: 0, paddingLeft: 20 }}>
            {answer.notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
          {answer.positions.length > 0 && (
            <table>
              <caption style={{ textAlign: 'left' }}>Positions rebuilt</caption>
              <thead>
                <tr>
                  <th scope="col">Symbol</th>
                  <th scope="col">Fills removed</th>
                  <th scope="col">Trades now → after</th>
                  <th scope="col">Net P&amp;L now → after</th>
                </tr>
              </thead>
              <tbody>
                {answer.positions.map((position) => (
                  <tr key={`${position.accountId}/${position.symbol}`}>
                    <th scope="row">{position.symbol}</th>
                    <td>{position.fillsRemoved}</td>
                    <td>
                      {position.tradesBefore} → {position.tradesAfter}
                    </td>
                    <td>
                      {position.netPnlBefore} → {position.netPnlAfter}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </div>
      )}
      {failure && <p role="alert">{failure}</p>}
    </Dialog>
  );
}
