import { gql } from '@apollo/client';

/** The trader's zone: without a week in the address, the page shows the week holding their today. */
export const REPORT_TIME_ZONE_QUERY = gql`
  query ReportTimeZone {
    settings {
      timezone
    }
  }
`;
