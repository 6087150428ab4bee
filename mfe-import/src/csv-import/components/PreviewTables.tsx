import type { ReactNode } from 'react';
import { Badge, formatDateTime, formatMoney, formatPnl, formatPrice, formatQuantity, pnlTone, Table, toneColor } from '@tj/design-system';
import { PREVIEW_ROWS_SHOWN } from '../constants/limits';
import type { CsvPreview } from '../hooks/useCsvImport';

/** A preview's rows: a compact table framed in its panel, scrolling sideways when wider than it. */
function PreviewTable({ caption, headers, rows }: { caption: string; headers: { label: string; numeric?: boolean }[]; rows: ReactNode[][] }) {
  const columns = headers.map(({ label, numeric }) => ({ header: label, align: numeric ? ('end' as const) : ('start' as const) }));
  return (
    <Table caption={caption} columns={columns} density="compact" framed>
      {rows.map((cells, row) => (
        <tr key={row}>
          {cells.map((cell, column) => (
            <td key={column}>{cell}</td>
          ))}
        </tr>
      ))}
    </Table>
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
