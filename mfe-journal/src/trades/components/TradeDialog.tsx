import { useId, useState } from 'react';
import { ManualTradeActions } from '../../manual/components/ManualTradeActions';
import { useTradeJournal } from '../hooks/useTradeJournal';
import { formatR, journalDraftOf } from '../utils/journalDraft';
import type { TradeRow } from '../utils/tradeRow';
import { TradeAnalysisPanel } from './TradeAnalysisPanel';
import { TradeAssignmentLink } from './TradeAssignmentLink';
import { TradeChart } from './TradeChart';
import { TradeDetailDialog } from './TradeDetailDialog';
import { TradeFills } from './TradeFills';
import { TradeJournalForm } from './TradeJournalForm';
import { MergePositions } from './MergePositions';
import { TradePosition } from './TradePosition';

/** The trade's dialog with its chart, analysis and fills, and its journal (notes, setups, mistakes, stop) editable; any trade row opens it. */
export function TradeDialog({ trade: given, timeZone, onClose }: { trade: TradeRow | null; timeZone: string; onClose: () => void }) {
  // Each part is keyed by the trade, so opening another trade starts it afresh. The parts are siblings
  // in one list, so each key names its part too: with one key shared, React matched them to each other
  // and left copies of the chart, analysis and fills behind when their answers came in at different times.
  const journal = useTradeJournal();
  const headingId = useId();
  // An edit or a close by hand rebuilds the trade under a new id: the dialog goes on showing it.
  const [replaced, setReplaced] = useState<{ from: string; to: TradeRow } | null>(null);
  // The trade at the other end of an assignment, opened from this dialog, shows in its place until it closes.
  const [followed, setFollowed] = useState<{ from: string; to: TradeRow } | null>(null);
  const own = given && replaced?.from === given.id ? replaced.to : given;
  const trade = given && followed?.from === given.id ? followed.to : own;
  return (
    <TradeDetailDialog
      trade={trade}
      actions={trade && given && <ManualTradeActions key={`actions-${trade.id}`} trade={trade} timeZone={timeZone} onReplaced={(to) => setReplaced({ from: given.id, to })} onDeleted={onClose} />}
      timeZone={timeZone}
      onClose={onClose}
      chart={trade && <TradeChart key={`chart-${trade.id}`} trade={trade} timeZone={timeZone} />}
      analysis={trade && <TradeAnalysisPanel key={`analysis-${trade.id}`} tradeId={trade.id} symbol={trade.symbol} timeZone={timeZone} />}
      position={
        trade && (trade.position || trade.assetClass === 'option') ? (
          <>
            {trade.position && <TradePosition key={`position-${trade.id}`} tradeId={trade.id} />}
            <MergePositions key={`merge-${trade.id}`} trade={trade} timeZone={timeZone} />
          </>
        ) : null
      }
      assignment={trade && given && hasAssignmentLink(trade) ? <TradeAssignmentLink key={`assignment-${trade.id}`} tradeId={trade.id} onOpen={(to) => setFollowed({ from: given.id, to })} /> : null}
      fills={trade && <TradeFills key={`fills-${trade.id}`} tradeId={trade.id} timeZone={timeZone} timeGiven={trade.timeGiven} />}
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

/** Only an option assigned or exercised, or shares (which such an option may have delivered), can have one (docs/options.md). */
function hasAssignmentLink(trade: TradeRow): boolean {
  return trade.assetClass === 'stock' || trade.exitKind === 'ASSIGNED' || trade.exitKind === 'EXERCISED';
}
