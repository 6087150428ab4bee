import styled from 'styled-components';
import { Badge, formatPnl, formatWinRate, mediaQuery, pnlTone, toneColor } from '@tj/design-system';
import { NOT_ENOUGH_DATA } from '../constants/texts';
import { type Bucket, type BucketRef, formatPnlInterval, formatRateInterval } from '../utils/format';
import { BucketButton } from './BucketButton';

const Scroll = styled.div`
  min-width: 0;
  overflow-x: auto;
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
    font-variant-numeric: tabular-nums;
  }
  th:first-child { text-align: left; }
  thead th { color: ${({ theme }) => theme.color.textMuted}; font-weight: 600; }
  .range { display: block; color: ${({ theme }) => theme.color.textMuted}; font-size: ${({ theme }) => theme.fontSize.xs}; }
  /* A phone keeps the bucket, its trades, win rate and mean P&L with their ranges; totals scroll. */
  @media ${mediaQuery.mobile} {
    th, td { padding: 6px 4px; }
  }
`;

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
    <Scroll role="region" aria-label={caption} tabIndex={0}>
      <Table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Bucket</th>
            <th scope="col">Trades</th>
            <th scope="col">Win rate (95% range)</th>
            <th scope="col">Mean P&amp;L (95% range)</th>
            <th scope="col">Total P&amp;L</th>
          </tr>
        </thead>
        <tbody>
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
        </tbody>
      </Table>
      {note && <p>{note}</p>}
    </Scroll>
  );
}
