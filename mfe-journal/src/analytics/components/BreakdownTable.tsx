import styled from 'styled-components';
import { Badge, formatPnl, formatWinRate, mediaQuery, pnlTone, Table, type TableColumn, toneColor } from '@tj/design-system';
import { NOT_ENOUGH_DATA } from '../constants/texts';
import { type Bucket, type BucketRef, formatPnlInterval, formatRateInterval } from '../utils/format';
import { BucketButton } from './BucketButton';

const BucketGrid = styled(Table)`
  th, td { white-space: normal; }
  .range { display: block; color: ${({ theme }) => theme.color.textMuted}; font-size: ${({ theme }) => theme.fontSize.xs}; }
  /* A phone keeps the bucket, its trades, win rate and mean P&L with their ranges; totals scroll. */
  @media ${mediaQuery.mobile} {
    th, td { padding: 6px 4px; }
  }
`;

const COLUMNS: TableColumn[] = [
  { header: 'Bucket' },
  { header: 'Trades', align: 'end' },
  { header: 'Win rate (95% range)', align: 'end' },
  { header: 'Mean P&L (95% range)', align: 'end' },
  { header: 'Total P&L', align: 'end' },
];

export interface BreakdownTableProps {
  caption: string;
  buckets: readonly Bucket[];
  /** Shown under the table: what is left out or why the buckets overlap. */
  note?: string;
  onOpen: (bucket: BucketRef) => void;
}

/** A breakdown as a table: each bucket's sample, win rate and mean P&L with their 95% ranges; buckets without trades left out. */
export function BreakdownTable({ caption, buckets, note, onOpen }: BreakdownTableProps) {
  const listed = buckets.filter((bucket) => bucket.tradeCount > 0);
  return (
    <BucketGrid caption={caption} columns={COLUMNS} footer={note && <p>{note}</p>}>
      {listed.map((bucket) => (
        <tr key={bucket.key}>
          <th scope="row">
            <BucketButton bucket={bucket} onOpen={onOpen} />
            {!bucket.enoughData && (
              <>
                {' '}
                <Badge variant="outline">{NOT_ENOUGH_DATA}</Badge>
              </>
            )}
          </th>
          <td>{bucket.tradeCount}</td>
          <td>
            {formatWinRate(bucket.winRate)}
            <span className="range">{formatRateInterval(bucket.winRateInterval)}</span>
          </td>
          <td>
            <span style={{ color: toneColor[pnlTone(bucket.expectancy)] }}>{formatPnl(bucket.expectancy)}</span>
            <span className="range">{formatPnlInterval(bucket.meanPnlInterval)}</span>
          </td>
          <td style={{ color: toneColor[pnlTone(bucket.totalPnl)] }}>{formatPnl(bucket.totalPnl)}</td>
        </tr>
      ))}
    </BucketGrid>
  );
}
