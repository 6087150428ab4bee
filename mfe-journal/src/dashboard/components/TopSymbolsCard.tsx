import { LoadingStatus } from '@tj/design-system';
import { CARD_TITLES, NO_SYMBOL_DATA } from '../constants/texts';
import type { SymbolPerformance } from '../utils/dashboardModel';
import { CardMessage } from './CardMessage';
import { DashboardCard } from './DashboardCard';
import { SymbolTable } from './SymbolTable';

export interface TopSymbolsCardProps {
  symbols: readonly SymbolPerformance[] | undefined;
  loading: boolean;
  error?: string;
}

/** The five symbols with the highest net P&L, with their real win rates (DECISIONS §2). */
export function TopSymbolsCard({ symbols, loading, error }: TopSymbolsCardProps) {
  return (
    <DashboardCard title={CARD_TITLES.topSymbols}>
      {symbols ? (
        symbols.length === 0 ? (
          <CardMessage>{NO_SYMBOL_DATA}</CardMessage>
        ) : (
          <SymbolTable caption="Top performing symbols by net P&L" symbols={symbols.slice(0, 5)} />
        )
      ) : loading ? (
        <LoadingStatus label="Loading top symbols" blocks={[160]} />
      ) : (
        <CardMessage error>{error}</CardMessage>
      )}
    </DashboardCard>
  );
}
