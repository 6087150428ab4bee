import { type FormEvent, useId, useState } from 'react';
import { useLazyQuery, useMutation } from '@apollo/client/react';
import styled from 'styled-components';
import { Button, formatDate, instrumentLabel, LoadingStatus, readInstrument } from '@tj/design-system';
import type { MergeCandidatesQuery, MergeCandidatesQueryVariables, MergePositionsMutation, MergePositionsMutationVariables } from '../../__generated__/graphql';
import { NO_MERGE_CANDIDATES, POSITION_CHANGE_FAILED } from '../constants/texts';
import { MERGE_CANDIDATES_QUERY, MERGE_POSITIONS_MUTATION } from '../graphql/TradePositionQuery';
import { sideLabel, type TradeRow } from '../utils/tradeRow';

const Panel = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  fieldset { border: 1px solid ${({ theme }) => theme.color.border}; border-radius: ${({ theme }) => theme.radius.md}; padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md}; margin: 0; }
  legend { padding: 0 ${({ theme }) => theme.space.xs}; font-weight: 600; }
  ul { list-style: none; margin: 0; padding: 0; display: grid; gap: ${({ theme }) => theme.space.xs}; max-height: 240px; overflow-y: auto; }
  label { display: flex; gap: ${({ theme }) => theme.space.sm}; align-items: center; min-height: 32px; }
  p { margin: 0; }
`;

const Failure = styled.p`
  color: ${({ theme }) => theme.color.destructive};
`;

/** The most trades one merge takes (the API's limit). */
const MAX_MERGED = 20;

/**
 * Merge by hand (docs/options.md, "Split and merge by hand"): legs the 60-second rule kept apart (a
 * spread legged in over minutes, a split the trader wants back) are counted as one position. Lists
 * the trader's other trades of this underlying in this account; the choice survives re-imports.
 */
export function MergePositions({ trade, timeZone }: { trade: Pick<TradeRow, 'id' | 'symbol'>; timeZone: string }) {
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [done, setDone] = useState(false);
  const underlying = readInstrument(trade.symbol).underlying;
  const [load, candidates] = useLazyQuery<MergeCandidatesQuery, MergeCandidatesQueryVariables>(MERGE_CANDIDATES_QUERY, { fetchPolicy: 'network-only' });
  const [merge, merging] = useMutation<MergePositionsMutation, MergePositionsMutationVariables>(MERGE_POSITIONS_MUTATION, { refetchQueries: 'active', awaitRefetchQueries: true });
  // The server applies the merge's own rule (same account and underlying, not in this position already).
  const options = candidates.data?.mergeCandidates ?? [];
  const toggle = (id: string) => setChosen((current) => {
    const next = new Set(current);
    if (next.has(id)) next.delete(id);
    else if (next.size < MAX_MERGED - 1) next.add(id);
    return next;
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (chosen.size === 0) return;
    void merge({ variables: { tradeIds: [trade.id, ...chosen] } }).then(() => {
      setDone(true);
      setOpen(false);
      setChosen(new Set());
    }, () => undefined);
  };
  if (!open) {
    return (
      <div style={{ display: 'grid', gap: 8, justifyItems: 'start' }}>
        <Button type="button" variant="outline" size="sm" aria-expanded={false} onClick={() => { setOpen(true); setDone(false); void load({ variables: { tradeId: trade.id } }); }}>
          Merge with another position…
        </Button>
        {done && <p role="status" style={{ margin: 0 }}>Merged: these trades now count as one position.</p>}
      </div>
    );
  }
  const failure = merging.error?.message ?? (candidates.error ? POSITION_CHANGE_FAILED : null);
  return (
    <Panel aria-labelledby={titleId} onSubmit={submit}>
      <p id={titleId}>
        <strong>Merge with another position</strong>: the trades you tick count as one position with this one, in every figure.
      </p>
      {candidates.loading && <LoadingStatus label="Loading trades to merge with" blocks={[32, 32]} />}
      {candidates.data && options.length === 0 && <p>{NO_MERGE_CANDIDATES(underlying)}</p>}
      {options.length > 0 && (
        <fieldset>
          <legend>Other trades of {underlying} in this account</legend>
          <ul>
            {options.map((other) => (
              <li key={other.id}>
                <label>
                  <input type="checkbox" checked={chosen.has(other.id)} onChange={() => toggle(other.id)} />
                  {instrumentLabel(other.symbol)} · {sideLabel(other.side)} · opened {formatDate(other.entryTime, { timeZone })}
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      )}
      {failure && <Failure role="alert">{failure}</Failure>}
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
        <Button type="submit" size="sm" disabled={chosen.size === 0 || merging.loading}>
          {chosen.size === 0 ? 'Merge' : `Merge ${chosen.size + 1} trades`}
        </Button>
        <Button type="button" variant="outline" size="sm" onClick={() => setOpen(false)}>
          Cancel
        </Button>
      </div>
    </Panel>
  );
}
