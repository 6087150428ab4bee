import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { formatPnl, InstrumentName, instrumentLabel, formatWinRate, pnlTone, Table, type TableColumn, toneColor, winRateTone, type MoneyOptions } from '@tj/design-system';
import type { SymbolPerformance } from '../utils/dashboardModel';

const SymbolGrid = styled(Table)`
  a { color: ${({ theme }) => theme.color.primary}; font-weight: 700; }
`;

/**
 * The rule for a narrow card (the dashboard's side column, a phone): the Trades column gives way and
 * each symbol's trade count moves under its name, so P&L and win rate stay in view without a
 * sideways scroll and every figure keeps its sample size. Measured on the card, not the window.
 */
const NARROW_CARD_PX = 440;

const Fit = styled.div`
  container-type: inline-size;
  .trade-count { display: none; }
  @container (max-width: ${NARROW_CARD_PX}px) {
    th:nth-child(2), td:nth-child(2) { display: none; }
    .trade-count {
      display: block;
      font-weight: 400;
      font-size: ${({ theme }) => theme.fontSize.sm};
      color: ${({ theme }) => theme.color.textMuted};
    }
  }
`;

const COLUMNS: TableColumn[] = [{ header: 'Symbol' }, { header: 'Trades', align: 'end' }, { header: 'P&L', align: 'end' }, { header: 'Win rate', align: 'end' }];

const Figure = styled.span<{ $color: string }>`
  color: ${({ $color }) => $color};
  font-weight: 600;
`;

/** Symbols with their sample size, P&L and real win rate; each symbol opens its trades in the history. */
export function SymbolTable({ caption, symbols, money = {} }: { caption: string; symbols: readonly SymbolPerformance[]; money?: MoneyOptions }) {
  return (
    <Fit>
      <SymbolGrid caption={caption} captionHidden columns={COLUMNS}>
        {symbols.map((row) => (
          <tr key={row.symbol}>
            <th scope="row">
              <Link to={`/history?search=${encodeURIComponent(row.symbol)}`} aria-label={`${instrumentLabel(row.symbol)}: show its trades`}>
                <InstrumentName symbol={row.symbol} />
              </Link>
              <span className="trade-count">{row.trades === 1 ? '1 trade' : `${row.trades} trades`}</span>
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
      </SymbolGrid>
    </Fit>
  );
}
