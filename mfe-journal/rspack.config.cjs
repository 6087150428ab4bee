const { federatedAppConfig } = require('@tj/design-system/federation/rspack');

/** The public modules of this remote: one per page. The shell's route table names them. */
const exposes = {
  './DashboardPage': './src/pages/DashboardPage.tsx',
  './HistoryPage': './src/pages/HistoryPage.tsx',
  './AnalyticsPage': './src/pages/AnalyticsPage.tsx',
  './InsightsPage': './src/pages/InsightsPage.tsx',
  './WeeklyReportPage': './src/pages/WeeklyReportPage.tsx',
};

const config = (_env, argv) =>
  federatedAppConfig({ dir: __dirname, name: 'mfe_journal', exposes, title: 'Journal (standalone)' }, argv);

// `exposes` is also exported so a test can check it against the remote's pages.
module.exports = Object.assign(config, { exposes });
