import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { mediaQuery } from '../../theme/media';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';

export interface TableColumn {
  /** The column's name (and its key). */
  header: string;
  /** Drawn in the header cell instead of the name: a control that names itself (a "select all" checkbox). */
  headerContent?: ReactNode;
  /** 'end' right-aligns the column (figures, in tabular digits); 'start' by default. */
  align?: 'start' | 'end';
  /** Left out on a phone: the columns a page's rule drops first, one tap away elsewhere. */
  wide?: boolean;
  /**
   * A column the table can be sorted by: its header becomes a button (Enter or Space sorts) and
   * its `aria-sort` says how the rows are sorted now ('none' for a sortable column not in use).
   */
  sort?: { direction: 'ascending' | 'descending' | 'none'; onSort: () => void };
}

export interface TableProps {
  caption: string;
  /** Hide the caption visually when a title on screen already says it. */
  captionHidden?: boolean;
  /** Names the scrolling region for screen readers; the caption by default. */
  label?: string;
  columns: readonly TableColumn[];
  /** The rows: `<tr>` elements, a row's first cell a `<th scope="row">` where it names the row. */
  children: ReactNode;
  /** 'compact' for tables of many short rows (a trade's fills, a file's preview). */
  density?: 'regular' | 'compact';
  /** Scrolls within this height (pixels), its header kept in view. */
  maxHeight?: number;
  /** A border around the table, where it stands alone in a panel. */
  framed?: boolean;
  /** Under the table, inside its region (what a breakdown left out). */
  footer?: ReactNode;
  id?: string;
  /** Styles of its own, on the table (`styled(Table)`). */
  className?: string;
}

/** Per column, by position: its alignment and whether a phone shows it, for header and body cells alike. */
const columnRules = (columns: readonly TableColumn[]) =>
  columns.map(({ align, wide }, index) => {
    const cells = `th:nth-child(${index + 1}), td:nth-child(${index + 1})`;
    return css`
      ${align === 'end' ? `${cells} { text-align: right; font-variant-numeric: tabular-nums; }` : ''}
      ${wide ? `@media ${mediaQuery.mobile} { ${cells} { display: none; } }` : ''}
    `;
  });

const Scroll = styled.div<{ $maxHeight?: number; $framed: boolean }>`
  min-width: 0;
  overflow-x: auto;
  ${({ $maxHeight }) => ($maxHeight ? `max-height: ${$maxHeight}px; overflow-y: auto;` : '')}
  ${({ $framed, theme }) => ($framed ? `border: 1px solid ${theme.color.border}; border-radius: ${theme.radius.md};` : '')}
  > p { margin: ${({ theme }) => theme.space.sm} 0 0; }
`;

const Grid = styled.table<{ $columns: readonly TableColumn[]; $compact: boolean; $stickyHeader: boolean }>`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSize.sm};
  caption { text-align: left; font-weight: 600; padding: ${({ theme }) => theme.space.sm}; padding-left: 0; }
  th, td {
    padding: ${({ theme, $compact }) => ($compact ? `${theme.space.xs} ${theme.space.sm}` : theme.space.sm)};
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
    text-align: left;
    white-space: nowrap;
  }
  thead th {
    color: ${({ theme }) => theme.color.textMuted};
    font-weight: 600;
    ${({ $stickyHeader, theme }) => ($stickyHeader ? `position: sticky; top: 0; background: ${theme.color.surface};` : '')}
  }
  ${({ $columns }) => columnRules($columns)}
`;

const SortButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  padding: 0;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  cursor: pointer;
  &:hover { color: ${({ theme }) => theme.color.text}; }
`;

const ARROWS = { ascending: '▲', descending: '▼', none: '↕' } as const;

function HeaderCell({ header, headerContent, sort }: TableColumn) {
  if (!sort) return <th scope="col">{headerContent ?? header}</th>;
  return (
    <th scope="col" aria-sort={sort.direction}>
      <SortButton type="button" onClick={sort.onSort}>
        {header}
        {/* The th's aria-sort tells a screen reader; the arrow shows it. */}
        <span aria-hidden="true">{ARROWS[sort.direction]}</span>
      </SortButton>
    </th>
  );
}

/**
 * The product's one table: caption, column headers and rows. Wider than its container, it scrolls
 * in a named, focusable region (a keyboard can scroll it on a phone) instead of widening the page.
 */
export function Table({ caption, captionHidden = false, label, columns, children, density = 'regular', maxHeight, framed = false, footer, id, className }: TableProps) {
  return (
    <Scroll id={id} role="region" aria-label={label ?? caption} tabIndex={0} $maxHeight={maxHeight} $framed={framed}>
      <Grid className={className} $columns={columns} $compact={density === 'compact'} $stickyHeader={maxHeight !== undefined}>
        {captionHidden ? <VisuallyHidden as="caption">{caption}</VisuallyHidden> : <caption>{caption}</caption>}
        <thead>
          <tr>
            {columns.map((column) => (
              <HeaderCell key={column.header} {...column} />
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </Grid>
      {footer}
    </Scroll>
  );
}
