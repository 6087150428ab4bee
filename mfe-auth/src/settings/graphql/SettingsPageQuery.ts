import { gql } from '@apollo/client';

export const SETTINGS_PAGE_QUERY = gql`
  query SettingsPage {
    me {
      id
      username
      email
      firstName
      lastName
      hasPassword
      twoFactorEnabled
      lastLoginAt
      lastLoginIp
    }
    settings {
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
