import { EmptyState, ErrorPanel, PageLayout } from '@tj/design-system';
import { CardLink } from '../dashboard/components/CardLink';
import { JournalFilterBar } from '../filter/components/JournalFilterBar';
import { useJournalFilter } from '../filter/hooks/useJournalFilter';
import { InsightSection } from '../insights/components/InsightSection';
import { InsightsSkeleton } from '../insights/components/InsightsSkeleton';
import { FAILED_TO_FETCH_INSIGHTS, INSIGHTS_TITLE, NO_FINDINGS, NO_FINDINGS_DETAIL, SECTIONS } from '../insights/constants/texts';
import { useInsights } from '../insights/hooks/useInsights';
import { insightsOf } from '../insights/utils/insightModel';
import { TradeDialog } from '../trades/components/TradeDialog';
import { IMPORT_FOR_INSIGHTS, NO_ANALYSIS_DATA } from '../trades/constants/texts';
import { useTradeDialog } from '../trades/hooks/useTradeDialog';

/** SPEC §2 AI Insights: the insights engine's pattern recognition, risk alerts and recommendations from the trader's own trades. */
export default function InsightsPage() {
  const filterState = useJournalFilter();
  const { insights, hasTrades, timeZone, loading, error, retry } = useInsights(filterState.input);
  const tradeDialog = useTradeDialog();

  const content = () => {
    if (insights === undefined) {
      return loading ? <InsightsSkeleton /> : error ? <ErrorPanel title={FAILED_TO_FETCH_INSIGHTS} message="Your insights could not be loaded; nothing was changed. Try again." onRetry={retry} /> : null;
    }
    if (!hasTrades) return <EmptyState title={NO_ANALYSIS_DATA} description={IMPORT_FOR_INSIGHTS} action={<CardLink to="/import">Import Trades</CardLink>} />;
    if (insights.length === 0) {
      const description = filterState.input ? 'No finding in the filtered trades: each needs its own minimum of trades, and a filter often keeps fewer. Widen or clear the filter.' : NO_FINDINGS_DETAIL;
      return <EmptyState title={NO_FINDINGS} description={description} />;
    }
    return SECTIONS.map(({ category, title, empty }) => (
      <InsightSection key={category} title={title} emptyText={empty} insights={insightsOf(insights, category)} timeZone={timeZone} onOpenTrade={tradeDialog.open} />
    ));
  };

  return (
    <PageLayout title={INSIGHTS_TITLE} description="What the insights engine finds in your own trades, each with the figures it rests on, how sure it is and the trades behind it.">
      <JournalFilterBar state={filterState} current="/insights" />
      {filterState.input && <p role="note">Found over the filtered trades when you asked; the insights of all your trades are kept, and notify you, as before.</p>}
      {content()}
      <TradeDialog trade={tradeDialog.trade} timeZone={timeZone} onClose={tradeDialog.close} />
    </PageLayout>
  );
}
