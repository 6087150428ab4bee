import { gql } from '@apollo/client';

/** Every stored setting: what the page shows and what a save answers with. */
export const USER_SETTINGS_FIELDS = gql`
  fragment UserSettingsFields on UserSettings {
    timezone
    defaultBroker
    riskPerTrade
    autoImport
    realTimeAnalysis
    aiInsights
    riskAlerts
    dailySummary
    weeklyReport
    notificationTime
    dataRetention
    usageAnalytics
  }
`;
