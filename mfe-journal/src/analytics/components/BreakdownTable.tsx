import styled from 'styled-components';
import { Badge, formatPnl, formatWinRate, mediaQuery, pnlTone, Table, type TableColumn, toneColor } from '@tj/design-system';
import { NOT_ENOUGH_DATA } from '../constants/texts';
import { type Bucket, type BucketRef, formatPnlInterval, formatRateInterval, tradesText } from '../utils/format';
import { BucketButton } from './BucketButton';

const BucketGrid = styled(Table)`
  th, td { white-space: normal; }
  .name { white-space: nowrap; }
  .range { display: block; color: ${({ theme }) => theme.color.textMuted}; font-size: ${({ theme }) => theme.fontSize.xs}; }
  @media ${mediaQuery.mobile} {
    th, td { padding: 6px 4px; }
  }
`;

/** Each bucket's sample size, under its name. */
const TradeCount = styled.span`
  display: block;
  font-weight: 400;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

/** A phone's total, under the sample size: its Total P&L column is left out. */
const PhoneTotal = styled(TradeCount)`
  display: none;
  @media ${mediaQuery.mobile} {
    display: block;
  }
`;

/** A header's second line: its figures come with their 95% range under them. */
const RangeHeader = ({ name }: { name: string }) => (
  <>
    <span className="name">{name}</span>{' '}
    <span className="range">95% range</span>
  </>
);

// The trade count under each bucket, and on a phone the total too: five columns did not fit a
// phone, wrapped 'Win rate (95% range)' a word a line and put the total behind a sideways scroll
// (issue 29). The total is the column a phone gives up: it is the mean times the trades.
const COLUMNS: TableColumn[] = [
  { header: 'Bucket' },
  { header: 'Win rate (95% range)', headerContent: <RangeHeader name="Win rate" />, align: 'end' },
  { header: 'Mean P&L (95% range)', headerContent: <RangeHeader name="Mean P&L" />, align: 'end' },
  { header: 'Total P&L', align: 'end', wide: true },
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
            <TradeCount>{tradesText(bucket.tradeCount)}</TradeCount>
            <PhoneTotal>
              Total <span style={{ color: toneColor[pnlTone(bucket.totalPnl)] }}>{formatPnl(bucket.totalPnl)}</span>
            </PhoneTotal>
            {!bucket.enoughData && <Badge variant="outline">{NOT_ENOUGH_DATA}</Badge>}
          </th>
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
