import { useId } from 'react';
import { useTradeJournal } from '../hooks/useTradeJournal';
import type { TradeRow } from '../utils/tradeRow';
import { TradeDetailDialog } from './TradeDetailDialog';
import { TradeFills } from './TradeFills';
import { TradeJournalForm } from './TradeJournalForm';

/** R as traders write it: '1.25R', '-0.5R'. */
function formatR(rMultiple: string | null): string | null {
  if (rMultiple === null) return null;
  const value = Number(rMultiple);
  return Number.isFinite(value) ? `${Number(value.toFixed(2))}R` : null;
}

/** The trade's dialog with its journal (notes, setups, mistakes, stop) editable; any trade row opens it. */
export function TradeDialog({ trade, timeZone, onClose }: { trade: TradeRow | null; timeZone: string; onClose: () => void }) {
  const journal = useTradeJournal();
  const headingId = useId();
  return (
    <TradeDetailDialog
      trade={trade}
      timeZone={timeZone}
      onClose={onClose}
      fills={trade && <TradeFills key={trade.id} tradeId={trade.id} timeZone={timeZone} />}
      journal={
        trade && (
          <section aria-labelledby={headingId}>
            <h3 id={headingId}>Notes and tags</h3>
            <TradeJournalForm
              key={trade.id}
              initial={{
                notes: trade.notes,
                setups: trade.tags.filter((tag) => tag.kind === 'SETUP').map((tag) => tag.name),
                mistakes: trade.tags.filter((tag) => tag.kind === 'MISTAKE').map((tag) => tag.name),
                stopPrice: trade.stopPrice ?? '',
              }}
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
