import { useQuery } from '@apollo/client/react';
import { ianaZoneOf, refusalOf, todayIn } from '@tj/design-system';
import type { ReportTimeZoneQuery, WeeklyReportQuery, WeeklyReportQueryVariables } from '../../__generated__/graphql';
import { REPORT_TIME_ZONE_QUERY } from '../graphql/ReportTimeZoneQuery';
import { WEEKLY_REPORT_QUERY } from '../graphql/WeeklyReportQuery';

/**
 * The report of the week holding `week` (any day of it), or of the trader's current week when the
 * address names none. A malformed day is left to the server, which refuses it with its reason.
 */
export function useWeeklyReport(week: string | null) {
  const zone = useQuery<ReportTimeZoneQuery>(REPORT_TIME_ZONE_QUERY, { skip: week !== null });
  const day = week ?? (zone.data ? todayIn(ianaZoneOf(zone.data.settings.timezone)) : null);
  const report = useQuery<WeeklyReportQuery, WeeklyReportQueryVariables>(WEEKLY_REPORT_QUERY, {
    variables: { day: day ?? '' },
    skip: day === null,
    // A new import changes the week: show what is held, and ask again.
    fetchPolicy: 'cache-and-network',
  });
  const failure = report.error ?? zone.error;
  return {
    report: report.data?.weeklyReport,
    loading: report.loading || zone.loading,
    // The server's reason when it refused (a malformed week), otherwise a plain word that it failed.
    error: failure ? (refusalOf(failure) ?? 'The report could not be loaded; nothing was changed. Try again.') : undefined,
    retry: () => void (zone.error ? zone.refetch() : report.refetch()),
  };
}
