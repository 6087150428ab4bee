import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { formatPnl, formatWinRate, pnlTone, toneColor, VisuallyHidden, winRateTone, type MoneyOptions } from '@tj/design-system';
import type { SymbolPerformance } from '../utils/dashboardModel';

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSize.sm};
  th, td { padding: ${({ theme }) => theme.space.sm}; border-bottom: 1px solid ${({ theme }) => theme.color.border}; text-align: right; }
  th:first-child, td:first-child { text-align: left; }
  thead th { color: ${({ theme }) => theme.color.textMuted}; font-weight: 600; }
  a { color: ${({ theme }) => theme.color.primary}; font-weight: 700; }
`;

const Figure = styled.span<{ $color: string }>`
  color: ${({ $color }) => $color};
  font-weight: 600;
`;

/** Symbols with their sample size, P&L and real win rate; each symbol opens its trades in the history. */
export function SymbolTable({ caption, symbols, money = {} }: { caption: string; symbols: readonly SymbolPerformance[]; money?: MoneyOptions }) {
  return (
    <Table>
      <VisuallyHidden as="caption">{caption}</VisuallyHidden>
      <thead>
        <tr>
          <th scope="col">Symbol</th>
          <th scope="col">Trades</th>
          <th scope="col">P&amp;L</th>
          <th scope="col">Win rate</th>
        </tr>
      </thead>
      <tbody>
        {symbols.map((row) => (
          <tr key={row.symbol}>
            <th scope="row">
              <Link to={`/history?search=${encodeURIComponent(row.symbol)}`} aria-label={`${row.symbol}: show its trades`}>
                {row.symbol}
              </Link>
            </th>
            <td>{row.trades}</td>
            <td>
              <Figure $color={toneColor[pnlTone(row.totalPnl)]}>{formatPnl(row.totalPnl, money)}</Figure>
            </td>
            <td>
              <Figure $color={toneColor[winRateTone(row.winRate)]}>{formatWinRate(row.winRate)}</Figure>
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
