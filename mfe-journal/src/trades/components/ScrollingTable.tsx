import type { ReactNode } from 'react';
import styled from 'styled-components';
import { VisuallyHidden } from '@tj/design-system';

const Scroll = styled.div`
  min-width: 0;
  overflow-x: auto;
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSize.sm};
  th, td {
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.sm}`};
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
    text-align: left;
    white-space: nowrap;
  }
  thead th { color: ${({ theme }) => theme.color.textMuted}; font-weight: 600; }
  .number { text-align: right; font-variant-numeric: tabular-nums; }
`;

export interface TableColumn {
  header: string;
  /** 'number' aligns the column's figures; the trade table's 'wide' hides the column on a phone. */
  className?: string;
}

export interface ScrollingTableProps {
  /** Names the scrolling region for screen readers. */
  label: string;
  caption: string;
  /** Hide the caption visually when a title on screen already says it. */
  captionHidden?: boolean;
  columns: readonly TableColumn[];
  /** The rows. */
  children: ReactNode;
  /** Styles of its own, on the table (`styled(ScrollingTable)`). */
  className?: string;
}

/**
 * A trade table's frame (the trades, a trade's fills): caption, column headers and rows, one line
 * each. When it is wider than its card it scrolls in a named, focusable region, so a keyboard can
 * scroll it on a phone.
 */
export function ScrollingTable({ label, caption, captionHidden = false, columns, children, className }: ScrollingTableProps) {
  return (
    <Scroll role="region" aria-label={label} tabIndex={0}>
      <Table className={className}>
        {captionHidden ? <VisuallyHidden as="caption">{caption}</VisuallyHidden> : <caption>{caption}</caption>}
        <thead>
          <tr>
            {columns.map(({ header, className: columnClass }) => (
              <th key={header} scope="col" className={columnClass}>
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </Table>
    </Scroll>
  );
}
