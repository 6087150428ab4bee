import { LoadingStatus } from '@tj/design-system';
import { NO_TRADES_TEXT } from '../../trades/constants/texts';
import { TradeTable } from '../../trades/components/TradeTable';
import type { TradeRow } from '../../trades/utils/tradeRow';
import { CARD_TITLES, VIEW_ALL } from '../constants/texts';
import { useJournalFilter } from '../../filter/hooks/useJournalFilter';
import { CardLink } from './CardLink';
import { DashboardCard } from './DashboardCard';
import { CardMessage } from './CardMessage';

export interface RecentTradesCardProps {
  trades: readonly TradeRow[] | undefined;
  loading: boolean;
  error?: string;
  timeZone: string;
  onOpen: (trade: TradeRow) => void;
}

/** The newest trades (at most 5, SPEC §9), each opening its dialog; View All goes to the history. */
export function RecentTradesCard({ trades, loading, error, timeZone, onOpen }: RecentTradesCardProps) {
  // View All opens the history under the dashboard's filter.
  const { search } = useJournalFilter();
  return (
    <DashboardCard title={CARD_TITLES.recentTrades} action={<CardLink to={`/history${search}`}>{VIEW_ALL}</CardLink>}>
      {trades ? (
        trades.length === 0 ? (
          <CardMessage>{NO_TRADES_TEXT}</CardMessage>
        ) : (
          <TradeTable caption="Recent trades, newest first" captionHidden trades={trades.slice(0, 5)} timeZone={timeZone} onOpen={onOpen} />
        )
      ) : loading ? (
        <LoadingStatus label="Loading recent trades" blocks={[180]} />
      ) : (
        <CardMessage error>{error}</CardMessage>
      )}
    </DashboardCard>
  );
}
