import styled from 'styled-components';
import { formatDateTime, formatMoney, InstrumentName, formatPnl, LinkButton, MISSING, pnlTone, Table, type TableColumn, toneColor } from '@tj/design-system';
import { formatPercentValue, formatRMultiple } from '../../trades/utils/analysisFigures';
import { OUTCOME_NAMES } from '../constants/texts';
import { outcomeOfPoint, pointName, type ScatterPoint } from '../utils/excursions';

const COLUMNS: TableColumn[] = [
  { header: 'Trade' },
  { header: 'Exit' },
  { header: 'Result' },
  { header: 'P&L', align: 'end' },
  { header: 'MAE', align: 'end' },
  { header: 'MFE', align: 'end' },
  { header: 'MAE in R', align: 'end' },
  { header: 'MFE in R', align: 'end' },
  { header: 'MFE kept', align: 'end' },
];

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
    <Table id={id} caption={caption} columns={COLUMNS} maxHeight={480}>
      {points.map((point) => (
        <tr key={point.tradeId}>
          <th scope="row">
            <OpenButton type="button" aria-label={`Open trade ${pointName(point, timeZone)}`} onClick={() => onOpen(point)}>
              <InstrumentName symbol={point.symbol} />
            </OpenButton>
          </th>
          <td>{formatDateTime(point.exitTime, { timeZone })}</td>
          <td>{OUTCOME_NAMES[outcomeOfPoint(point)]}</td>
          <td style={{ color: toneColor[pnlTone(point.netPnl)] }}>{formatPnl(point.netPnl)}</td>
          <td>{formatMoney(point.maeDollars)}</td>
          <td>{formatMoney(point.mfeDollars)}</td>
          <td>{formatRMultiple(point.maeR) ?? MISSING}</td>
          <td>{formatRMultiple(point.mfeR) ?? MISSING}</td>
          <td>{formatPercentValue(point.capturedPercent)}</td>
        </tr>
      ))}
    </Table>
  );
}
