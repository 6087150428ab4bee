import { gql } from '@apollo/client';

export const UPDATE_SETTINGS_MUTATION = gql`
  mutation UpdateSettings($input: UpdateSettingsInput!) {
    updateSettings(input: $input) {
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
  }
`;
