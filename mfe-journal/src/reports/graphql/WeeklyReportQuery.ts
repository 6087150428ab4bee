import { gql } from '@apollo/client';

/** The week's report: the e-mail's lines (the same server function words both) and the chart's days. */
export const WEEKLY_REPORT_QUERY = gql`
  query WeeklyReport($day: String!) {
    weeklyReport(day: $day) {
      title
      from
      to
      netPnl
      trades
      lines {
        label
        value
      }
      journal {
        day
        plan
        review
      }
      equityDays {
        day
        cumulativePnl
        dayPnl
        trades
      }
    }
  }
`;
