import { TradeJournalForm } from '../../trades/components/TradeJournalForm';
import { tradeName } from '../../trades/components/TradeTable';
import type { useTradeJournal } from '../../trades/hooks/useTradeJournal';
import { formatR, journalDraftOf } from '../../trades/utils/journalDraft';
import type { TradeRow } from '../../trades/utils/tradeRow';

export interface RowJournalEditorProps {
  trade: TradeRow;
  timeZone: string;
  journal: ReturnType<typeof useTradeJournal>;
  /** Saved: the row shows the new notes and tags (the mutation's answer updates the cached trade). */
  onSaved: (trade: TradeRow) => void;
  onCancel: () => void;
}

/**
 * A history row's notes, tags and stop, edited in place under the row: the cursor starts in the
 * notes, Escape or Cancel leaves without saving, and a refused save says why and keeps the draft.
 */
export function RowJournalEditor({ trade, timeZone, journal, onSaved, onCancel }: RowJournalEditorProps) {
  return (
    <TradeJournalForm
      label={`Notes, tags and stop of ${tradeName(trade, timeZone)}`}
      initial={journalDraftOf(trade)}
      setupSuggestions={journal.setupNames}
      mistakeSuggestions={journal.mistakeNames}
      rMultiple={formatR(trade.rMultiple)}
      saving={journal.saving}
      error={journal.error}
      saved={false}
      autoFocus
      onCancel={onCancel}
      onSave={(draft) => void journal.save(trade, draft).then((saved) => saved && onSaved(trade))}
    />
  );
}
