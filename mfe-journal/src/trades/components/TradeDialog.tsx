import { useId, useState } from 'react';
import { ManualTradeActions } from '../../manual/components/ManualTradeActions';
import { useTradeJournal } from '../hooks/useTradeJournal';
import { formatR, journalDraftOf } from '../utils/journalDraft';
import type { TradeRow } from '../utils/tradeRow';
import { TradeAnalysisPanel } from './TradeAnalysisPanel';
import { TradeChart } from './TradeChart';
import { TradeDetailDialog } from './TradeDetailDialog';
import { TradeFills } from './TradeFills';
import { TradeJournalForm } from './TradeJournalForm';
import { MergePositions } from './MergePositions';
import { TradePosition } from './TradePosition';

/** The trade's dialog with its chart, analysis and fills, and its journal (notes, setups, mistakes, stop) editable; any trade row opens it. */
export function TradeDialog({ trade: given, timeZone, onClose }: { trade: TradeRow | null; timeZone: string; onClose: () => void }) {
  const journal = useTradeJournal();
  const headingId = useId();
  // An edit or a close by hand rebuilds the trade under a new id: the dialog goes on showing it.
  const [replaced, setReplaced] = useState<{ from: string; to: TradeRow } | null>(null);
  const trade = given && replaced?.from === given.id ? replaced.to : given;
  return (
    <TradeDetailDialog
      trade={trade}
      actions={trade && given && <ManualTradeActions key={trade.id} trade={trade} timeZone={timeZone} onReplaced={(to) => setReplaced({ from: given.id, to })} onDeleted={onClose} />}
      timeZone={timeZone}
      onClose={onClose}
      chart={trade && <TradeChart key={trade.id} trade={trade} timeZone={timeZone} />}
      analysis={trade && <TradeAnalysisPanel key={trade.id} tradeId={trade.id} symbol={trade.symbol} timeZone={timeZone} />}
      position={
        trade && (trade.position || trade.assetClass === 'option') ? (
          <>
            {trade.position && <TradePosition key={trade.id} tradeId={trade.id} />}
            <MergePositions key={`merge-${trade.id}`} trade={trade} timeZone={timeZone} />
          </>
        ) : null
      }
      fills={trade && <TradeFills key={trade.id} tradeId={trade.id} timeZone={timeZone} timeGiven={trade.timeGiven} />}
      journal={
        trade && (
          <section aria-labelledby={headingId}>
            <h3 id={headingId}>Notes and tags</h3>
            <TradeJournalForm
              key={trade.id}
              initial={journalDraftOf(trade)}
              setupSuggestions={journal.setupNames}
              mistakeSuggestions={journal.mistakeNames}
              rMultiple={formatR(trade.rMultiple)}
              saving={journal.saving}
              error={journal.error}
              saved={journal.savedTradeId === trade.id}
              onSave={(draft) => void journal.save(trade, draft)}
            />
          </section>
        )
      }
    />
  );
}
