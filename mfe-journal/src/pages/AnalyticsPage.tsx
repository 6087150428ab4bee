import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { EmptyState, LoadingStatus } from '@tj/design-system';
import type { AnalyticsBreakdownsQuery, BreakdownDimension } from '../__generated__/graphql';
import { AnalyticsCards } from '../analytics/components/AnalyticsCards';
import { BreakdownTable } from '../analytics/components/BreakdownTable';
import { BucketTradesDialog } from '../analytics/components/BucketTradesDialog';
import { ExcursionSection } from '../analytics/components/ExcursionSection';
import { PnlBarChart } from '../analytics/components/PnlBarChart';
import { Section } from '../analytics/components/Section';
import { LOADING_ANALYTICS } from '../analytics/constants/texts';
import { type BucketRequest, useAnalyticsBreakdowns, useBucketTrades } from '../analytics/hooks/useAnalyticsBreakdowns';
import { useScatterTrade } from '../analytics/hooks/useScatterTrade';
import type { Bucket, BucketRef } from '../analytics/utils/format';
import { tradedSpan } from '../analytics/utils/traded-span';
import { FAILED_TO_FETCH_DASHBOARD } from '../dashboard/constants/texts';
import { JournalFilterBar } from '../filter/components/JournalFilterBar';
import { PeriodComparisonCard } from '../filter/components/PeriodComparisonCard';
import { TooFewTradesNote } from '../filter/components/TooFewTradesNote';
import { useJournalFilter } from '../filter/hooks/useJournalFilter';
import { hasPeriod } from '../filter/utils/journalFilter';
import { TradeDialog } from '../trades/components/TradeDialog';
import { IMPORT_FOR_INSIGHTS, NO_ANALYSIS_DATA } from '../trades/constants/texts';
import { useTradeDialog } from '../trades/hooks/useTradeDialog';

type Breakdown = AnalyticsBreakdownsQuery['analyticsBreakdowns']['breakdowns'][number];

const Page = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  min-width: 0;
  header p { margin: ${({ theme }) => theme.space.xs} 0 0; color: ${({ theme }) => theme.color.textMuted}; }
  .error { color: ${({ theme }) => theme.color.destructive}; }
`;

/**
 * The charts people would rather look at, each above its table; the other breakdowns as tables.
 * `shown`: the buckets charted and tabled (by hour: the trader's hours alone, see tradedSpan).
 */
const CHARTED: { dimension: BreakdownDimension; title: string; measure: 'total' | 'trades'; tick: (bucket: Bucket) => string; shown?: (buckets: Bucket[]) => Bucket[] }[] = [
  { dimension: 'HOUR', title: 'P&L by hour of entry', measure: 'total', tick: (bucket) => bucket.key, shown: tradedSpan },
  { dimension: 'WEEKDAY', title: 'P&L by weekday', measure: 'total', tick: (bucket) => bucket.key.slice(0, 3) },
  { dimension: 'RESULT', title: 'Distribution of trade results', measure: 'trades', tick: (bucket) => bucket.label.split(' to ')[0]! },
];
const TABLED: BreakdownDimension[] = ['SYMBOL', 'UNDERLYING', 'DIRECTION', 'HOLDING', 'SIZE', 'SETUP', 'MISTAKE', 'R_MULTIPLE'];

/** '1 trade without a time of day is', '3 trades without a time of day are'. */
const untimedTrades = (count: number) => (count === 1 ? '1 trade without a time of day is' : `${count} trades without a time of day are`);

function noteOf(breakdown: Breakdown): string | undefined {
  if (breakdown.dimension === 'R_MULTIPLE' && breakdown.tradesLeftOut > 0) return `${breakdown.tradesLeftOut} closed trades without a planned stop are not in this breakdown.`;
  // A date-only export's trades (docs/analytics-and-insights.md, "time not given"): no hour, and no
  // holding time unless their dates are two days or more apart.
  if (breakdown.dimension === 'HOUR' && breakdown.tradesLeftOut > 0) return `${untimedTrades(breakdown.tradesLeftOut)} left out: their file gave dates only.`;
  if (breakdown.dimension === 'HOLDING' && breakdown.tradesLeftOut > 0) return `${untimedTrades(breakdown.tradesLeftOut)} left out: their file gave dates only, so how long they were held is not known.`;
  if (breakdown.overlapping) return 'A trade with several tags counts under each of them, so these rows do not add up to your total.';
  return undefined;
}

function Loading() {
  return (
    <LoadingStatus label={LOADING_ANALYTICS} blocks={[{ height: 180, radius: 12 }, { height: 240, radius: 12 }]} />
  );
}

/** SPEC §2 Analytics: the risk, trend, timing and size cards, then every breakdown with how sure it is, and the MAE/MFE scatter. */
export default function AnalyticsPage() {
  const filterState = useJournalFilter();
  const filter = filterState.input;
  const { answer, loading, failed } = useAnalyticsBreakdowns(filter);
  const [request, setRequest] = useState<BucketRequest | null>(null);
  const bucketTrades = useBucketTrades(request);
  const tradeDialog = useTradeDialog();
  const scatterTrade = useScatterTrade(tradeDialog.open);
  const timeZone = answer?.timeZone ?? 'UTC';
  const open = (dimension: BreakdownDimension) => (bucket: BucketRef) => setRequest({ dimension, key: bucket.key, label: bucket.label, filter });
  const breakdownOf = (dimension: BreakdownDimension) => answer?.breakdowns.find((breakdown) => breakdown.dimension === dimension);

  return (
    <Page>
      <header>
        <h1>Analytics</h1>
        <p>
          Your closed trades broken down, each figure with how sure it is: a 95% range around every win rate and mean P&amp;L, and &lsquo;Not enough data&rsquo; under{' '}
          {answer?.minimumTrades ?? 20} trades. Choose a bucket to see its trades.
        </p>
      </header>
      <JournalFilterBar state={filterState} current="/analytics" />
      {filterState.filter.compare && filter && hasPeriod(filterState.filter) && <PeriodComparisonCard filter={filter} timeZone={timeZone} />}
      {answer?.tooFewTrades && answer.closedTrades > 0 && <TooFewTradesNote trades={answer.closedTrades} enough={answer.minimumTrades} />}
      {loading && !answer && <Loading />}
      {failed && !answer && (
        // SPEC §8 has no failure text of its own for this page: it is the dashboard's analytics, so its text.
        <p className="error" role="alert">
          {FAILED_TO_FETCH_DASHBOARD}
        </p>
      )}
      {answer && answer.closedTrades === 0 &&
        (filter ? (
          <EmptyState title="No closed trades under this filter" description="Widen or clear the filter to see your figures." />
        ) : (
          <EmptyState title={NO_ANALYSIS_DATA} description={IMPORT_FOR_INSIGHTS} action={<Link to="/import">Import Trades</Link>} />
        ))}
      {answer && answer.closedTrades > 0 && (
        <>
          <AnalyticsCards answer={answer} onOpen={(bucket, dimension) => open(dimension)(bucket)} />
          {CHARTED.map(({ dimension, title, measure, tick, shown }) => {
            const breakdown = breakdownOf(dimension);
            if (!breakdown) return null;
            const buckets = shown ? shown(breakdown.buckets) : breakdown.buckets;
            return (
              <Section key={dimension} title={title}>
                <PnlBarChart title={title} buckets={buckets} measure={measure} tickLabel={tick} onOpen={open(dimension)} />
                <BreakdownTable caption={breakdown.title} buckets={buckets} note={noteOf(breakdown)} onOpen={open(dimension)} />
              </Section>
            );
          })}
          <ExcursionSection
            scatter={answer.excursions}
            closedTrades={answer.closedTrades}
            minimum={answer.minimumTrades}
            timeZone={timeZone}
            onOpen={(point) => void scatterTrade.open(point.tradeId)}
            opening={scatterTrade.loading}
            openFailed={scatterTrade.failed}
          />
          {TABLED.map((dimension) => {
            const breakdown = breakdownOf(dimension);
            if (!breakdown) return null;
            return (
              <Section key={dimension} title={breakdown.title}>
                <BreakdownTable caption={`${breakdown.title}, by bucket`} buckets={breakdown.buckets} note={noteOf(breakdown)} onOpen={open(dimension)} />
              </Section>
            );
          })}
        </>
      )}
      <BucketTradesDialog
        title={request ? `${breakdownOf(request.dimension)?.title ?? ''}: ${request.label}` : null}
        bucket={bucketTrades.bucket}
        loading={bucketTrades.loading}
        failed={bucketTrades.failed}
        timeZone={timeZone}
        onClose={() => setRequest(null)}
        onOpenTrade={tradeDialog.open}
      />
      <TradeDialog trade={tradeDialog.trade} timeZone={timeZone} onClose={tradeDialog.close} />
    </Page>
  );
}
