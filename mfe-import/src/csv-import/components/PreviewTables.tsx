import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Badge, formatDateTime, formatMoney, formatPnl, formatPrice, formatQuantity, pnlTone, toneColor } from '@tj/design-system';
import { PREVIEW_ROWS_SHOWN } from '../constants/limits';
import type { CsvPreview } from '../hooks/useCsvImport';

const Scroll = styled.div`
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSize.sm};
  caption {
    padding: ${({ theme }) => theme.space.sm};
    text-align: left;
    font-weight: 600;
  }
  th, td {
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
    border-top: 1px solid ${({ theme }) => theme.color.border};
    text-align: left;
    white-space: nowrap;
  }
  th { color: ${({ theme }) => theme.color.textMuted}; font-weight: 600; }
  td.number, th.number { text-align: right; font-variant-numeric: tabular-nums; }
`;

function PreviewTable({ caption, headers, rows }: { caption: string; headers: { label: string; numeric?: boolean }[]; rows: ReactNode[][] }) {
  // The table may be wider than the panel: a focusable, named scroll area lets a keyboard scroll it.
  return (
    <Scroll role="region" aria-label={caption} tabIndex={0}>
      <Table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {headers.map(({ label, numeric }) => (
              <th key={label} scope="col" className={numeric ? 'number' : undefined}>
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((cells, row) => (
            <tr key={row}>
              {cells.map((cell, column) => (
                <td key={column} className={headers[column]?.numeric ? 'number' : undefined}>
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </Table>
    </Scroll>
  );
}

const shownOf = (what: string, shown: number, total: number) => (shown < total ? `${what} (first ${shown} of ${total})` : what);

/** The first executions of the file: each with its line, whether it was imported before, and its time to the second. */
export function ExecutionsTable({ preview, timeZone }: { preview: CsvPreview; timeZone: string }) {
  const rows = preview.executions.slice(0, PREVIEW_ROWS_SHOWN);
  return (
    <PreviewTable
      caption={shownOf('Executions', rows.length, preview.executionCount)}
      headers={[{ label: 'Line', numeric: true }, { label: 'Status' }, { label: 'Time' }, { label: 'Account' }, { label: 'Symbol' }, { label: 'Side' }, { label: 'Quantity', numeric: true }, { label: 'Price', numeric: true }, { label: 'Fees', numeric: true }]}
      rows={rows.map((execution) => [
        execution.line,
        execution.duplicate ? <Badge variant="outline">Already imported</Badge> : <Badge variant="success">New</Badge>,
        formatDateTime(execution.executedAt, { timeZone, withSeconds: true }),
        execution.accountId || '—',
        execution.symbol,
        execution.side,
        formatQuantity(execution.quantity),
        formatPrice(execution.price),
        formatMoney(Number(execution.commission) + Number(execution.fees)),
      ])}
    />
  );
}

/** The round trips the executions make (FIFO per account and symbol), open ones included; P&L before the times, so it shows without scrolling. */
export function RoundTripsTable({ preview, timeZone }: { preview: CsvPreview; timeZone: string }) {
  const rows = preview.roundTrips.slice(0, PREVIEW_ROWS_SHOWN);
  return (
    <PreviewTable
      caption={shownOf('Round trips', rows.length, preview.roundTripCount)}
      headers={[{ label: 'Symbol' }, { label: 'Side' }, { label: 'Quantity', numeric: true }, { label: 'Entry', numeric: true }, { label: 'Exit', numeric: true }, { label: 'Net P&L', numeric: true }, { label: 'Status' }, { label: 'Opened' }, { label: 'Closed' }]}
      rows={rows.map((trip) => [
        trip.symbol,
        trip.side,
        formatQuantity(trip.quantity),
        formatPrice(trip.entryPrice),
        formatPrice(trip.exitPrice),
        // A position with no exit and no costs yet has realised nothing: no P&L rather than a green $0.00.
        trip.exitPrice === null && Number(trip.netPnl) === 0 ? '—' : <span style={{ color: toneColor[pnlTone(trip.netPnl)] }}>{formatPnl(trip.netPnl)}</span>,
        trip.status,
        formatDateTime(trip.entryTime, { timeZone }),
        trip.exitTime ? formatDateTime(trip.exitTime, { timeZone }) : '—',
      ])}
    />
  );
}
