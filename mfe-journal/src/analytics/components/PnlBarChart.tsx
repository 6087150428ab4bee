import styled, { useTheme } from 'styled-components';
import { VictoryAxis, VictoryBar, VictoryChart, VictoryContainer } from 'victory';
import { formatMoney, formatPnl, pnlTone, toneColor, useChartSize } from '@tj/design-system';
import { type Bucket, type BucketRef, tradesText } from '../utils/format';

const Figure = styled.figure`
  margin: 0;
  min-width: 0;
  svg { display: block; max-width: 100%; height: auto; }
  figcaption { color: ${({ theme }) => theme.color.textMuted}; font-size: ${({ theme }) => theme.fontSize.sm}; }
`;

/** Drawn at the card's width (labels stay 11 px on a phone), 640 x 220 on a desk, at least 200 px tall. */
const BAR_SIZING = { fallbackWidth: 640, aspectRatio: 640 / 220, minHeight: 200 };
const PADDING = { top: 12, bottom: 48, left: 72, right: 12 };

export interface PnlBarChartProps {
  title: string;
  buckets: readonly Bucket[];
  /** What a bar measures: the bucket's total net P&L or its number of trades. */
  measure: 'total' | 'trades';
  /** Short axis labels ('9' for 09:00-09:59). */
  tickLabel?: (bucket: Bucket) => string;
  onOpen: (bucket: BucketRef) => void;
}

/**
 * Buckets as bars (victory). Clicking a bar opens its trades; the table beside it holds the same
 * figures for keyboard and screen-reader users, so the chart is described, not read bar by bar.
 */
export function PnlBarChart({ title, buckets, measure, tickLabel = (bucket) => bucket.label, onOpen }: PnlBarChartProps) {
  const theme = useTheme();
  const [figureRef, size] = useChartSize<HTMLElement>(BAR_SIZING);
  const data = buckets.map((bucket, index) => ({ x: index + 1, y: measure === 'total' ? Number(bucket.totalPnl) : bucket.tradeCount, bucket }));
  const withTrades = buckets.filter((bucket) => bucket.tradeCount > 0);
  const summary =
    measure === 'total'
      ? withTrades.map((bucket) => `${bucket.label} ${formatPnl(bucket.totalPnl)}`).join(', ')
      : withTrades.map((bucket) => `${bucket.label}: ${tradesText(bucket.tradeCount)}`).join(', ');
  const axisStyle = { axis: { stroke: theme.color.border }, tickLabels: { fill: theme.color.textMuted, fontSize: 11, padding: 4 }, grid: { stroke: theme.color.border, strokeDasharray: '2,4' } };
  const colorOf = (bucket: Bucket) => (measure === 'trades' ? theme.color.primary : toneColor[pnlTone(bucket.totalPnl)]);
  // Half a slot at each end: the first and last bars are as wide as the rest, so they would
  // otherwise cross the y axis's labels and the chart's right edge.
  const edgeRoom = Math.max(12, (size.width - PADDING.left - PADDING.right) / Math.max(1, buckets.length) / 2);
  return (
    <Figure ref={figureRef}>
      <VictoryChart
        height={size.height}
        width={size.width}
        padding={PADDING}
        domainPadding={{ x: edgeRoom, y: 8 }}
        containerComponent={<VictoryContainer role="img" title={title} desc={summary || 'No trades.'} responsive={false} />}
      >
        {/* At the foot of the chart, not where y is 0: there a losing hour's bar covered its own label. */}
        <VictoryAxis offsetY={PADDING.bottom} tickValues={data.map(({ x }) => x)} tickFormat={(_tick: number, index: number) => tickLabel(buckets[index]!)} style={{ ...axisStyle, tickLabels: { ...axisStyle.tickLabels, angle: buckets.length * 36 > size.width - 84 ? -45 : 0 } }} />
        <VictoryAxis dependentAxis tickFormat={(tick: number) => (measure === 'total' ? formatMoney(tick, { wholeDollars: true }) : String(tick))} style={axisStyle} />
        <VictoryBar
          data={data}
          style={{ data: { fill: ({ datum }: { datum?: { bucket: Bucket } }) => (datum ? colorOf(datum.bucket) : theme.color.primary), cursor: 'pointer' } }}
          events={[{ target: 'data', eventHandlers: { onClick: (_event: unknown, { datum }: { datum: { bucket: Bucket } }) => (datum.bucket.tradeCount > 0 && onOpen(datum.bucket), []) } }]}
        />
      </VictoryChart>
      <figcaption>{title}. The table below has the same figures; choose a bar or a bucket to see its trades.</figcaption>
    </Figure>
  );
}
