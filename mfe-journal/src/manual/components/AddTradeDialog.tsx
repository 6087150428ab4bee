import { Dialog } from '@tj/design-system';
import type { TradeRow } from '../../trades/utils/tradeRow';
import { useManualTrades } from '../hooks/useManualTrades';
import { EMPTY_MANUAL_TRADE, inputOfDraft } from '../utils/manualTradeDraft';
import { ManualTradeForm } from './ManualTradeForm';

export interface AddTradeDialogProps {
  open: boolean;
  timeZone: string;
  onClose: () => void;
  onAdded: (trade: TradeRow) => void;
}

/** The history's Add trade: a trade entered by hand, matched with the other fills of its account and symbol. */
export function AddTradeDialog({ open, timeZone, onClose, onAdded }: AddTradeDialogProps) {
  const manual = useManualTrades();
  const close = () => {
    manual.reset();
    onClose();
  };
  return (
    <Dialog open={open} onOpenChange={(isOpen) => !isOpen && close()} title="Add a trade" description="A trade you enter by hand is marked Manual everywhere; you can edit or delete it later.">
      {open && (
        <ManualTradeForm
          initial={EMPTY_MANUAL_TRADE}
          label="Add a trade"
          submitLabel="Add trade"
          busy={manual.busy}
          problem={manual.problem}
          timeZoneName={timeZone}
          onCancel={close}
          onSubmit={async (draft) => {
            const trade = await manual.create(inputOfDraft(draft, timeZone));
            if (trade) onAdded(trade);
          }}
        />
      )}
    </Dialog>
  );
}
