import styled from 'styled-components';
import { pnlArithmetic } from '../utils/pnlArithmetic';
import type { TradeRow } from '../utils/tradeRow';

const List = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  dt { font-weight: 600; }
  dd { margin: 0; overflow-wrap: anywhere; }
  .formula { color: ${({ theme }) => theme.color.textMuted}; font-size: ${({ theme }) => theme.fontSize.sm}; }
`;

/** How the trade's P&L adds up, line by line, so it can be checked by hand. */
export function PnlArithmetic({ trade }: { trade: TradeRow }) {
  const lines = pnlArithmetic(trade);
  if (lines.length === 0) return <p>The trade is open: it has no P&amp;L until it is closed, and counts in no statistic.</p>;
  return (
    <List>
      {lines.map((line) => (
        <div key={line.label}>
          <dt>{line.label}</dt>
          <dd className="formula">= {line.formula}</dd>
          <dd>
            = {line.working} = <strong>{line.result}</strong>
          </dd>
        </div>
      ))}
    </List>
  );
}
