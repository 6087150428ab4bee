import styled from 'styled-components';
import { Badge } from '@tj/design-system';
import type { TradeRow } from '../../trades/utils/tradeRow';

const Spaced = styled(Badge)`
  margin-inline-start: ${({ theme }) => theme.space.xs};
`;

/** Marks a trade with fills entered by hand (docs/journal.md, manual trades), wherever trades are listed. */
export function ManualBadge({ trade }: { trade: Pick<TradeRow, 'manual' | 'manualOnly'> }) {
  if (!trade.manual) return null;
  return (
    <Spaced variant="outline" title={trade.manualOnly ? 'Entered by hand' : 'Imported, with fills entered by hand (closed by hand)'}>
      Manual
    </Spaced>
  );
}
