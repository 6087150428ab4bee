/** What each setting that acts does, said under its control (docs/reports-and-alerts.md). */

/**
 * Under Auto-import: what it syncs and where a connection is made (docs/importing.md "Auto-import").
 * The Default Broker is named when it has an API import, since the Import page preselects it there.
 */
export function autoImportHint(defaultBroker: { label: string; api: boolean } | undefined): string {
  const connect = defaultBroker?.api ? `Import preselects ${defaultBroker.label} to connect` : 'connect a broker under Import';
  return `Syncs each trading day after the US close; ${connect}.`;
}

export const REAL_TIME_ANALYSIS_HINT = {
  on: 'New trades are analysed as soon as they arrive: insights, risk rules and the dashboard.',
  off: 'New trades are analysed nightly, and when you open Insights or your risk rules.',
} as const;

export const AI_INSIGHTS_HINT = 'A notification when a new insight reaches 70% confidence or more.';
export const RISK_ALERTS_HINT = 'A notification when one of your risk rules is broken.';

const ACTIVITY = 'Activity records (sign-in history, ended sessions, notifications, sent e-mails, job records, raw import lines)';
const KEPT = 'Trades, fills, journal entries and your Play Book are kept until you delete them.';

/** The Data retention control says what it removes at the choice shown, and what it never removes. */
export function dataRetentionHint(choice: string): string {
  if (choice === 'unlimited') return `${ACTIVITY} are kept. ${KEPT}`;
  return `${ACTIVITY} older than ${choice} months are removed nightly. ${KEPT}`;
}
