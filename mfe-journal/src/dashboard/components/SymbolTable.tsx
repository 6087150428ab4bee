import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { formatPnl, InstrumentName, instrumentLabel, formatWinRate, pnlTone, Table, type TableColumn, toneColor, winRateTone, type MoneyOptions } from '@tj/design-system';
import type { SymbolPerformance } from '../utils/dashboardModel';

const SymbolGrid = styled(Table)`
  a { color: ${({ theme }) => theme.color.primary}; font-weight: 700; }
`;

/** Each symbol's trade count, its sample size, under its name. */
const TradeCount = styled.span`
  display: block;
  font-weight: 400;
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.textMuted};
`;

// Three columns, the trade count under each symbol: four did not fit the dashboard's side column or a
// phone, and cut the win rate off behind a sideways scroll.
const COLUMNS: TableColumn[] = [{ header: 'Symbol' }, { header: 'P&L', align: 'end' }, { header: 'Win rate', align: 'end' }];

const Figure = styled.span<{ $color: string }>`
  color: ${({ $color }) => $color};
  font-weight: 600;
`;

/** Symbols with their sample size, P&L and real win rate; each symbol opens its trades in the history. */
export function SymbolTable({ caption, symbols, money = {} }: { caption: string; symbols: readonly SymbolPerformance[]; money?: MoneyOptions }) {
  return (
    <SymbolGrid caption={caption} captionHidden columns={COLUMNS}>
      {symbols.map((row) => (
        <tr key={row.symbol}>
          <th scope="row">
            <Link to={`/history?search=${encodeURIComponent(row.symbol)}`} aria-label={`${instrumentLabel(row.symbol)}: show its trades`}>
              <InstrumentName symbol={row.symbol} />
            </Link>
            <TradeCount>{row.trades === 1 ? '1 trade' : `${row.trades} trades`}</TradeCount>
          </th>
          <td>
            <Figure $color={toneColor[pnlTone(row.totalPnl)]}>{formatPnl(row.totalPnl, money)}</Figure>
          </td>
          <td>
            <Figure $color={toneColor[winRateTone(row.winRate)]}>{formatWinRate(row.winRate)}</Figure>
          </td>
        </tr>
      ))}
    </SymbolGrid>
  );
}
