import { useId, useState } from 'react';
import styled from 'styled-components';
import { Button } from '@tj/design-system';
import { isOpen, type TradeRow } from '../../trades/utils/tradeRow';
import { useManualTrades } from '../hooks/useManualTrades';
import { draftOfTrade, inputOfDraft } from '../utils/manualTradeDraft';
import { instantOfWallClock } from '../utils/wallClock';
import { ClosePositionForm } from './ClosePositionForm';
import { ManualTradeForm } from './ManualTradeForm';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

const Problem = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.destructive};
`;

export interface ManualTradeActionsProps {
  trade: TradeRow;
  timeZone: string;
  /** The trade as rebuilt (a new id) after an edit or a close. */
  onReplaced: (trade: TradeRow) => void;
  onDeleted: () => void;
}

type Mode = 'idle' | 'edit' | 'close' | 'delete';

/**
 * In the trade's dialog: edit or delete a trade entered by hand, close an open position by hand,
 * remove a close entered by hand; an imported trade says why it cannot be edited.
 */
export function ManualTradeActions({ trade, timeZone, onReplaced, onDeleted }: ManualTradeActionsProps) {
  const headingId = useId();
  const manual = useManualTrades();
  const [mode, setMode] = useState<Mode>('idle');
  const go = (next: Mode) => {
    manual.reset();
    setMode(next);
  };
  const open = isOpen(trade);
  const deletes = trade.manualOnly ? 'Delete trade' : 'Remove the close entered by hand';
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId}>{trade.manual ? 'Entered by hand' : 'Imported trade'}</h3>
      {!trade.manualOnly && (
        <p className="muted">
          {trade.manual
            ? 'Its imported fills cannot be edited; the close entered by hand can be removed (the position opens again).'
            : 'Imported trades cannot be edited: their fills stay as the broker’s file has them, so importing it again never conflicts with an edit.'}
        </p>
      )}
      {mode === 'idle' && (
        <Actions>
          {trade.manualOnly && (
            <Button variant="outline" onClick={() => go('edit')}>
              Edit trade
            </Button>
          )}
          {open && (
            <Button variant="outline" onClick={() => go('close')}>
              Close position
            </Button>
          )}
          {trade.manual && (
            <Button variant="outline" onClick={() => go('delete')}>
              {deletes}
            </Button>
          )}
        </Actions>
      )}
      {mode === 'edit' && (
        <ManualTradeForm
          initial={draftOfTrade(trade, timeZone)}
          label="Edit trade"
          submitLabel="Save trade"
          busy={manual.busy}
          problem={manual.problem}
          timeZoneName={timeZone}
          onCancel={() => go('idle')}
          onSubmit={async (draft) => {
            const saved = await manual.update(trade.id, inputOfDraft(draft, timeZone));
            if (saved) {
              setMode('idle');
              onReplaced(saved);
            }
          }}
        />
      )}
      {mode === 'close' && (
        <ClosePositionForm
          trade={trade}
          busy={manual.busy}
          problem={manual.problem}
          timeZoneName={timeZone}
          onCancel={() => go('idle')}
          onSubmit={async (draft) => {
            const time = draft.time.trim() === '' ? '' : (instantOfWallClock(draft.time, timeZone) ?? draft.time);
            const closed = await manual.close(trade.id, { price: draft.price.trim(), time, fees: draft.fees.trim() || null });
            if (closed) {
              setMode('idle');
              onReplaced(closed);
            }
          }}
        />
      )}
      {mode === 'delete' && (
        <div role="group" aria-label="Confirm deletion">
          <p>{trade.manualOnly ? 'Delete this trade? Its fills entered by hand are removed, and every figure follows.' : 'Remove the close entered by hand? The position is open again.'}</p>
          {manual.problem && <Problem role="alert">{manual.problem.message}</Problem>}
          <Actions>
            <Button
              variant="destructive"
              disabled={manual.busy}
              onClick={async () => {
                if (await manual.remove(trade.id)) onDeleted();
              }}
            >
              {manual.busy ? 'Deleting…' : `Yes, ${deletes.toLowerCase()}`}
            </Button>
            <Button variant="outline" onClick={() => go('idle')}>
              Cancel
            </Button>
          </Actions>
        </div>
      )}
    </section>
  );
}
