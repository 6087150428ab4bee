import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { EmptyState, EquityCurveChart, ErrorPanel, LoadingStatus, PageLayout } from '@tj/design-system';
import { DashboardCard } from '../dashboard/components/DashboardCard';
import { ReportJournal } from '../reports/components/ReportJournal';
import { ReportLines } from '../reports/components/ReportLines';
import { WeekNavigation } from '../reports/components/WeekNavigation';
import { FAILED_TO_FETCH_REPORT, LOADING_REPORT, NO_TRADES_THIS_WEEK, NO_TRADES_THIS_WEEK_DETAIL, WEEKLY_REPORT_DESCRIPTION, WEEKLY_REPORT_TITLE } from '../reports/constants/texts';
import { useWeeklyReport } from '../reports/hooks/useWeeklyReport';
import { weekChartPoints } from '../reports/utils/weekChartPoints';

const WeekTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.lg};
`;

/**
 * The Weekly Report as a page: what its e-mail says, from the same query, so nothing lives only in
 * an inbox (docs/reports-and-alerts.md "The week's report page"). `?week=` is any day of the week.
 */
export default function WeeklyReportPage() {
  const [params] = useSearchParams();
  const { report, loading, error, retry } = useWeeklyReport(params.get('week'));

  const content = () => {
    if (!report) {
      if (error) return <ErrorPanel title={FAILED_TO_FETCH_REPORT} message={error} onRetry={retry} />;
      return loading ? <LoadingStatus label={LOADING_REPORT} blocks={[48, 240, 260]} /> : null;
    }
    return (
      <>
        <WeekTitle>{report.title}</WeekTitle>
        <WeekNavigation monday={report.from} />
        {report.trades === 0 ? (
          <EmptyState title={NO_TRADES_THIS_WEEK} description={NO_TRADES_THIS_WEEK_DETAIL} />
        ) : (
          <>
            <DashboardCard title="Figures">
              <ReportLines lines={report.lines} />
            </DashboardCard>
            <DashboardCard title="Equity curve">
              <EquityCurveChart
                title={`Cumulative net P&L, week of ${report.from}`}
                points={weekChartPoints(report.from, report.equityDays)}
                emptyText={NO_TRADES_THIS_WEEK}
              />
            </DashboardCard>
          </>
        )}
        <DashboardCard title="Journal">
          <ReportJournal days={report.journal} />
        </DashboardCard>
      </>
    );
  };

  return (
    <PageLayout title={WEEKLY_REPORT_TITLE} description={WEEKLY_REPORT_DESCRIPTION}>
      {content()}
    </PageLayout>
  );
}
