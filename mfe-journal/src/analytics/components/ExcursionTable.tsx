import styled from 'styled-components';
import { formatDateTime, formatMoney, formatPnl, LinkButton, MISSING, pnlTone, toneColor } from '@tj/design-system';
import { formatPercentValue, formatRMultiple } from '../../trades/utils/analysisFigures';
import { OUTCOME_NAMES } from '../constants/texts';
import { outcomeOfPoint, pointName, type ScatterPoint } from '../utils/excursions';

const Scroll = styled.div`
  min-width: 0;
  max-height: 480px;
  overflow: auto;
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSize.sm};
  caption { text-align: left; font-weight: 600; padding-bottom: ${({ theme }) => theme.space.sm}; }
  th, td {
    padding: ${({ theme }) => theme.space.sm};
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
    text-align: right;
    white-space: nowrap;
    font-variant-numeric: tabular-nums;
  }
  th:first-child, td.text { text-align: left; }
  thead th { color: ${({ theme }) => theme.color.textMuted}; font-weight: 600; position: sticky; top: 0; background: ${({ theme }) => theme.color.surface}; }
`;

const OpenButton = styled(LinkButton)`
  min-height: 24px;
  font-weight: 700;
`;

export interface ExcursionTableProps {
  id?: string;
  caption: string;
  points: readonly ScatterPoint[];
  timeZone: string;
  onOpen: (point: ScatterPoint) => void;
}

/** The scatter's points as a table, newest first: each row's trade opens its dialog, by keyboard as by pointer. */
export function ExcursionTable({ id, caption, points, timeZone, onOpen }: ExcursionTableProps) {
  return (
    <Scroll id={id} role="region" aria-label={caption} tabIndex={0}>
      <Table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Trade</th>
            <th scope="col" className="text">
              Exit
            </th>
            <th scope="col" className="text">
              Result
            </th>
            <th scope="col">P&amp;L</th>
            <th scope="col">MAE</th>
            <th scope="col">MFE</th>
            <th scope="col">MAE in R</th>
            <th scope="col">MFE in R</th>
            <th scope="col">MFE kept</th>
          </tr>
        </thead>
        <tbody>
          {points.map((point) => (
            <tr key={point.tradeId}>
              <th scope="row">
                <OpenButton type="button" aria-label={`Open trade ${pointName(point, timeZone)}`} onClick={() => onOpen(point)}>
                  {point.symbol}
                </OpenButton>
              </th>
              <td className="text">{formatDateTime(point.exitTime, { timeZone })}</td>
              <td className="text">{OUTCOME_NAMES[outcomeOfPoint(point)]}</td>
              <td style={{ color: toneColor[pnlTone(point.netPnl)] }}>{formatPnl(point.netPnl)}</td>
              <td>{formatMoney(point.maeDollars)}</td>
              <td>{formatMoney(point.mfeDollars)}</td>
              <td>{formatRMultiple(point.maeR) ?? MISSING}</td>
              <td>{formatRMultiple(point.mfeR) ?? MISSING}</td>
              <td>{formatPercentValue(point.capturedPercent)}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Scroll>
  );
}
